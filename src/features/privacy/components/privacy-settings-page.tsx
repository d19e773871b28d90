import * as React from "react";
import { ButtonLink } from "@/components/button";
import { PRIVACY_SETTINGS_PATH } from "@core/privacy";
import { api, type ApiRequester } from "@/lib/api";
import { clearPersonalStorage } from "@/lib/auth/personal-storage";
import { clearAccessTokenCookie, clearSessionHint } from "@/lib/auth/session-hint";
import {
  currentUserStore,
  loginPathFor,
  RedirectToLogin,
  useCurrentUser,
  type CurrentUserStore,
} from "@/features/auth";
import { AccountDeletionSection } from "./account-deletion-section";
import { DataExportSection } from "./data-export-section";
import { HeldDataSection } from "./held-data-section";
import { ReauthenticationSection } from "./reauthentication-section";
import * as styles from "./privacy.module.css";

export type PrivacySettingsPageProps = {
  client?: ApiRequester;
  userStore?: CurrentUserStore;
};

function FocusedHeading({ children }: { children: React.ReactNode }) {
  const ref = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}

function SignIn() {
  return (
    <div className={styles.page}>
      <RedirectToLogin returnTo={PRIVACY_SETTINGS_PATH} />
      <h1 className={styles.heading}>ログインが必要です</h1>
      <p role="alert">プライバシー設定を開くにはログインしてください。ログイン後、この画面に戻ります。</p>
      <div>
        <ButtonLink variant="primary" size="large" to={loginPathFor(PRIVACY_SETTINGS_PATH)}>
          ログインする
        </ButtonLink>
      </div>
    </div>
  );
}

function Deleted() {
  return (
    <div className={styles.page}>
      <FocusedHeading>アカウントを削除しました</FocusedHeading>
      <p role="status">
        退会の手続きが完了し、ログアウトしました。登録メールアドレスに完了のお知らせをお送りしました。これまでのご利用ありがとうございました。
      </p>
      <div>
        <ButtonLink variant="primary" size="large" href="/">
          トップページへ
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * /settings/privacy: what is held, 本人確認 with a fresh code, the JSON download and the account deletion. Rendered in
 * the browser only (the prerendered shell holds no data); anonymous visitors are sent to /login.
 */
export function PrivacySettingsPage({ client = api, userStore = currentUserStore }: PrivacySettingsPageProps) {
  const user = useCurrentUser(userStore);
  const [until, setUntil] = React.useState<Date | null>(null);
  const [expiredMessage, setExpiredMessage] = React.useState<string | null>(null);
  const [deleted, setDeleted] = React.useState(false);
  // hydration renders every visitor anonymous (useCurrentUser): decide only once mounted, or a signed-in student
  // would be sent to /login by the first render
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  const needReauthentication = React.useCallback((message: string) => {
    setUntil(null);
    setExpiredMessage(message);
  }, []);

  const finishDeletion = React.useCallback(() => {
    clearSessionHint();
    clearAccessTokenCookie();
    clearPersonalStorage();
    setDeleted(true);
  }, []);

  // only once the completion is on screen: an anonymous store re-renders at once, and the sign-in redirect must not win
  React.useEffect(() => {
    if (deleted) userStore.setAnonymous();
  }, [deleted, userStore]);

  if (deleted) return <Deleted />;
  if (!mounted || user.status === "loading") {
    return (
      <div className={styles.page}>
        <p role="status" aria-busy="true">
          読み込んでいます…
        </p>
      </div>
    );
  }
  if (user.status === "anonymous") return <SignIn />;
  const reauthenticated = until !== null;
  return (
    <div className={styles.page}>
      <FocusedHeading>プライバシー設定</FocusedHeading>
      <HeldDataSection />
      <ReauthenticationSection
        client={client}
        until={until}
        onReauthenticated={(next) => (setUntil(next), setExpiredMessage(null))}
        expiredMessage={expiredMessage}
      />
      <DataExportSection
        client={client}
        reauthenticated={reauthenticated}
        onReauthenticationNeeded={needReauthentication}
      />
      <AccountDeletionSection
        client={client}
        reauthenticated={reauthenticated}
        onReauthenticationNeeded={needReauthentication}
        onDeleted={finishDeletion}
      />
    </div>
  );
}
