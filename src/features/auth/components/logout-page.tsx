import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import { api } from "@/lib/api/default-client";
import { ResponseError } from "@/lib/api/errors";
import type { ApiRequester } from "@/lib/api/requester";
import { signOut } from "../api/auth-endpoints";
import { withCsrfRetry } from "../api/with-csrf-retry";
import { authErrorMessage } from "../auth-error-message";
import { currentUserStore } from "../current-user";
import type { CurrentUserStore } from "../current-user-store";
import { clearPersonalStorage } from "@/lib/auth/personal-storage";
import { clearAccessTokenCookie, clearSessionHint } from "@/lib/auth/session-hint";
import * as styles from "./auth-page.module.css";

export interface LogoutPageContentProps {
  client?: ApiRequester;
  store?: CurrentUserStore;
}

type LogoutState = { status: "signing_out" } | { status: "signed_out" } | { status: "failed"; message: string };

/** /logout: signs out on load (a 401 means the session had already ended), then forgets the session hint. */
export function LogoutPageContent({ client = api, store = currentUserStore }: LogoutPageContentProps) {
  const [state, setState] = React.useState<LogoutState>({ status: "signing_out" });

  const run = React.useCallback(() => {
    setState({ status: "signing_out" });
    withCsrfRetry(() => signOut(client)).then(
      () => finish(),
      (error: unknown) => {
        if (error instanceof ResponseError && error.status === 401) finish();
        else setState({ status: "failed", message: authErrorMessage(error) });
      },
    );

    function finish() {
      clearSessionHint();
      clearAccessTokenCookie();
      clearPersonalStorage();
      store.setAnonymous();
      setState({ status: "signed_out" });
    }
  }, [client, store]);

  const started = React.useRef(false);
  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="logout-heading">
        {state.status === "signed_out" ? (
          <>
            <h1 id="logout-heading" className={styles.heading}>
              ログアウトしました
            </h1>
            <p>ご利用ありがとうございました。</p>
            <ButtonLink variant="primary" size="large" block href="/">
              トップページへ
            </ButtonLink>
          </>
        ) : (
          <>
            <h1 id="logout-heading" className={styles.heading}>
              ログアウト
            </h1>
            {state.status === "signing_out" ? (
              <p role="status" className={styles.notice}>
                ログアウトしています…
              </p>
            ) : (
              <>
                <p role="alert" className={styles.formError}>
                  ログアウトできませんでした。{state.message}
                </p>
                <Button variant="primary" size="large" block onClick={run}>
                  もう一度ログアウトする
                </Button>
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
