/** Plain constants of the account settings page (no zod: the browser imports them). */
import type { MailCampaignType } from "./api/current-user";

/** The student's account settings (graduation year, scouts, mails, calendar feed): linked from the header. */
export const ACCOUNT_SETTINGS_PATH = "/settings";

/** The spec's mail campaign types as the student chooses them (registration's mail_magazine_unsubscribe and /settings). */
export const MAIL_CAMPAIGN_CHOICES: readonly { value: MailCampaignType; label: string }[] = [
  { value: "weekly_magazine", label: "週刊メールマガジン（就活のコツ・締切情報）" },
  { value: "event_info", label: "イベント・セミナーのお知らせ" },
  { value: "whats_new_favorite_companies", label: "フォロー企業の新着情報" },
];

/** The mail magazine option's information needs, with the labels both pages show. */
export const AUDIENCE_FLAG_CHOICES = [
  { value: "needs_information_for_women", label: "女性向けのイベント・企業情報" },
  { value: "needs_information_for_international_students", label: "留学生向けの情報" },
  { value: "is_student_athlete", label: "体育会・スポーツ経験者向けの情報" },
] as const;
export type AudienceFlag = (typeof AUDIENCE_FLAG_CHOICES)[number]["value"];
