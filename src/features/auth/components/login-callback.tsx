import * as React from "react";
import { ButtonLink } from "@/components/button";
import { api } from "@/lib/api/default-client";
import { ResponseError } from "@/lib/api/errors";
import type { ApiRequester } from "@/lib/api/requester";
import { signInWithLink } from "../api/auth-endpoints";
import { withCsrfRetry } from "../api/with-csrf-retry";
import { authErrorMessage } from "../auth-error-message";
import { safeReturnTo } from "../return-to";
import { assignLocation } from "./browser-navigation";
import * as styles from "./auth-page.module.css";

export const INVALID_LINK_MESSAGE = "このリンクは無効か、有効期限が切れています";

/** The token of `#token=…`, or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token && token.trim() !== "" ? token.trim() : null;
}

export interface LoginCallbackProps {
  client?: ApiRequester;
  assign?: (url: string) => void;
}

type CallbackState = { status: "signing_in" } | { status: "failed"; message: string };

/**
 * /login/callback#token=…: the mailed link. The token is taken out of the address bar before anything else
 * (history.replaceState), then exchanged for a session; success goes on to the server's return_to.
 */
export function LoginCallback({ client = api, assign = assignLocation }: LoginCallbackProps) {
  const [state, setState] = React.useState<CallbackState>({ status: "signing_in" });
  const started = React.useRef(false);

  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromFragment(window.location.hash);
    if (window.location.hash) {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    }
    if (!token) {
      setState({ status: "failed", message: `${INVALID_LINK_MESSAGE}。` });
      return;
    }
    withCsrfRetry(() => signInWithLink(client, token)).then(
      (result) => assign(safeReturnTo(result.return_to)),
      (error: unknown) => {
        const invalid =
          error instanceof ResponseError && (error.status === 401 || error.status === 400 || error.status === 404);
        setState({
          status: "failed",
          message: invalid ? `${INVALID_LINK_MESSAGE}。` : authErrorMessage(error, "link"),
        });
      },
    );
  }, [client, assign]);

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="callback-heading">
        <h1 id="callback-heading" className={styles.heading}>
          ログイン
        </h1>
        {state.status === "signing_in" ? (
          <p role="status" className={styles.notice}>
            ログインしています…
          </p>
        ) : (
          <>
            <p role="alert" className={styles.formError}>
              {state.message}
            </p>
            <p>お手数ですが、ログインページからもう一度メールを送信してください。</p>
            <ButtonLink variant="primary" size="large" block href="/login">
              ログインページへ
            </ButtonLink>
          </>
        )}
      </section>
    </div>
  );
}
