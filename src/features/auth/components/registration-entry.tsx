import * as React from "react";
import { trackSendConfirmEmail } from "@/lib/analytics";
import { api } from "@/lib/api/default-client";
import type { ApiRequester } from "@/lib/api/requester";
import { createUser } from "../api/auth-endpoints";
import { withCsrfRetry } from "../api/with-csrf-retry";
import { attributionForRegistration } from "../attribution";
import { authErrorMessage } from "../auth-error-message";
import { assignLocation } from "./browser-navigation";
import { EmailForm } from "./email-form";
import { SignInCodeForm } from "./sign-in-code-form";
import * as styles from "./auth-page.module.css";

/** Spec §9: the registration version new users start on. */
export const USER_REGISTRATION_VERSION_KEY = "version202405002";

export interface RegistrationEntryProps {
  search: string;
  client?: ApiRequester;
  assign?: (url: string) => void;
  storage?: Storage;
}

/** /user_registrations: the address (with the landing page's attribution), then the same code step as /login. */
export function RegistrationEntry({ search, client = api, assign = assignLocation, storage }: RegistrationEntryProps) {
  const [sentTo, setSentTo] = React.useState<string | null>(null);

  async function register(email: string) {
    const attribution = attributionForRegistration(search, storage);
    try {
      await withCsrfRetry(() =>
        createUser(client, { email, user_registration_version_key: USER_REGISTRATION_VERSION_KEY, ...attribution }),
      );
    } catch (error) {
      throw new Error(authErrorMessage(error, "email"));
    }
    trackSendConfirmEmail({ flow: "sign_up" });
  }

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card}>
        {sentTo === null ? (
          <>
            <h1 className={styles.heading}>新規会員登録（無料）</h1>
            <p className={styles.lead}>
              メールアドレスを入力してください。登録を続けるためのリンクと6桁の確認コードをお送りします。
            </p>
            <EmailForm
              submitLabel="同意して登録する"
              onSubmit={async (email) => {
                await register(email);
                setSentTo(email);
              }}
            >
              <p className={styles.agreementNote}>
                登録することで、<a href="/infos/terms">利用規約</a>および
                <a href="/infos/signup_privacy_policy">個人情報の取扱い</a>
                に同意したものとみなします。
              </p>
            </EmailForm>
            <ul className={styles.links}>
              <li>
                すでに会員の方は <a href="/login">ログイン</a>
              </li>
            </ul>
          </>
        ) : (
          <SignInCodeForm
            client={client}
            email={sentTo}
            submitLabel="確認して登録を続ける"
            onResend={() => register(sentTo)}
            onChangeEmail={() => setSentTo(null)}
            assign={assign}
          />
        )}
      </section>
    </div>
  );
}
