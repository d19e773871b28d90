import * as React from "react";
import { OPERATOR_NAME } from "@core/site/operator";

export const CONTACT_EMAIL = "support@mirai-career.example";
export const PRIVACY_CONTACT_EMAIL = "privacy@mirai-career.example";

/** The operator's details: shown in the terms (運営者情報, the footer's 運営会社 link) and the policies. */
export function OperatorDetails() {
  return (
    <dl>
      <dt>運営会社</dt>
      <dd>{OPERATOR_NAME}</dd>
      <dt>設立</dt>
      <dd>2009年</dd>
      <dt>事業内容</dt>
      <dd>大学生・大学院生向け新卒就職情報サービス「ミライキャリア」（旧称「ミライ就活」）の企画・運営</dd>
      <dt>所在地</dt>
      <dd>東京都渋谷区（番地までの所在地は、お問い合わせいただいた方に遅滞なくお知らせします）</dd>
      <dt>お問い合わせ窓口</dt>
      <dd>
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>（受付：平日10時〜18時、土日祝日・年末年始を除く）
      </dd>
    </dl>
  );
}
