import * as React from "react";
import { Link } from "gatsby";
import { ACCOUNT_SETTINGS_PATH } from "@core/account-settings";
import { PRIVACY_SETTINGS_PATH } from "@core/privacy";
import { ButtonLink } from "@/components/button";
import { api, type ApiRequester } from "@/lib/api";
import {
  currentUserStore,
  loginPathFor,
  RedirectToLogin,
  useCurrentUser,
  type CurrentUserStore,
} from "@/features/auth";
import { CalendarFeedSection } from "./calendar-feed-section";
import { GraduateYearSection } from "./graduate-year-section";
import { MailMagazineSection } from "./mail-magazine-section";
import { ScoutSection } from "./scout-section";
import * as styles from "./account-settings.module.css";

export type AccountSettingsPageProps = {
  client?: ApiRequester;
  userStore?: CurrentUserStore;
  now?: () => Date;
  writeClipboard?: (text: string) => Promise<void>;
};

function SignIn() {
  return (
    <div className={styles.page}>
      <RedirectToLogin returnTo={ACCOUNT_SETTINGS_PATH} />
      <h1 className={styles.heading}>ログインが必要です</h1>
      <p role="alert">アカウント設定を開くにはログインしてください。ログイン後、この画面に戻ります。</p>
      <div>
        <ButtonLink variant="primary" size="large" to={loginPathFor(ACCOUNT_SETTINGS_PATH)}>
          ログインする
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * /settings: graduation year, scout messages, mail magazines and the calendar feed address, each saved on its own.
 * Rendered in the browser only (the prerendered shell holds no data); anonymous visitors are sent to /login.
 */
export function AccountSettingsPage({
  client = api,
  userStore = currentUserStore,
  now = () => new Date(),
  writeClipboard,
}: AccountSettingsPageProps) {
  const user = useCurrentUser(userStore);
  // hydration renders every visitor anonymous (useCurrentUser): decide only once mounted, or a signed-in student
  // would be sent to /login by the first render
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const signedIn = mounted && user.status === "signed_in";
  React.useEffect(() => {
    if (signedIn) headingRef.current?.focus();
  }, [signedIn]);

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
  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        アカウント設定
      </h1>
      <p className={styles.hint}>
        項目ごとに保存できます。データのダウンロードや退会は
        <Link to={PRIVACY_SETTINGS_PATH}>プライバシー設定</Link>から行えます。
      </p>
      <GraduateYearSection client={client} userStore={userStore} current={user.user.graduate_year_number} now={now()} />
      <ScoutSection client={client} userStore={userStore} current={user.user.scout_enabled} />
      <MailMagazineSection client={client} userStore={userStore} />
      <CalendarFeedSection client={client} writeClipboard={writeClipboard} />
    </div>
  );
}
