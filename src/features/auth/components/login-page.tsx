import * as React from "react";
import { trackSendConfirmEmail } from "@/lib/analytics";
import { api } from "@/lib/api/default-client";
import type { ApiRequester } from "@/lib/api/requester";
import { sendSignInMail } from "../api/auth-endpoints";
import { withCsrfRetry } from "../api/with-csrf-retry";
import { authErrorMessage } from "../auth-error-message";
import { safeReturnTo } from "../return-to";
import { assignLocation } from "./browser-navigation";
import { EmailForm } from "./email-form";
import { SignInCodeForm } from "./sign-in-code-form";
import * as styles from "./auth-page.module.css";

export interface LoginPageContentProps {
  /** The page's query string (`?return_to=/events/…`). */
  search: string;
  client?: ApiRequester;
  assign?: (url: string) => void;
}

/** /login: the address, then 「メールを送信しました」 and the 6-digit code. */
export function LoginPageContent({ search, client = api, assign = assignLocation }: LoginPageContentProps) {
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const requested = new URLSearchParams(search).get("return_to");
  const returnTo = requested === null ? undefined : safeReturnTo(requested);

  async function send(email: string) {
    try {
      await withCsrfRetry(() => sendSignInMail(client, { email, ...(returnTo ? { return_to: returnTo } : {}) }));
    } catch (error) {
      throw new Error(authErrorMessage(error, "email"));
    }
    trackSendConfirmEmail({ flow: "sign_in" });
  }

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card}>
        {sentTo === null ? (
          <>
            <h1 className={styles.heading}>ログイン</h1>
            <p className={styles.lead}>
              登録したメールアドレスを入力してください。ログイン用のリンクと6桁の確認コードをお送りします。
            </p>
            <EmailForm
              submitLabel="ログイン用のメールを送る"
              onSubmit={async (email) => {
                await send(email);
                setSentTo(email);
              }}
            />
            <ul className={styles.links}>
              <li>
                はじめての方は <a href="/user_registrations">新規会員登録</a>
              </li>
            </ul>
          </>
        ) : (
          <SignInCodeForm
            client={client}
            email={sentTo}
            onResend={() => send(sentTo)}
            onChangeEmail={() => setSentTo(null)}
            assign={assign}
          />
        )}
      </section>
    </div>
  );
}
