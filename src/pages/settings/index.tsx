import type { HeadFC } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { ACCOUNT_SETTINGS_PATH } from "@core/account-settings";
import { AccountSettingsPage } from "@/features/account-settings";

/** /settings (issue 32): a prerendered shell; everything personal is loaded in the browser. */
export default function AccountSettingsRoutePage() {
  return (
    <div className="container">
      <AccountSettingsPage />
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="アカウント設定"
    description="卒業予定年、スカウト、メールマガジン、カレンダー連携の設定を変更できます。"
    path={ACCOUNT_SETTINGS_PATH}
    noindex
    nofollow
  />
);
