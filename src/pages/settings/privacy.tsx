import type { HeadFC } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { PRIVACY_SETTINGS_PATH } from "@core/privacy";
import { PrivacySettingsPage } from "@/features/privacy";

/** /settings/privacy (issue 20, APPI): a prerendered shell; everything personal is loaded in the browser. */
export default function PrivacySettingsRoutePage() {
  return (
    <div className="container">
      <PrivacySettingsPage />
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="プライバシー設定"
    description="保有している情報のダウンロードとアカウントの削除ができます。"
    path={PRIVACY_SETTINGS_PATH}
    noindex
    nofollow
  />
);
