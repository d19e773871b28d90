/**
 * What the accessibility tests check, in one place: `e2e/accessibility.spec.ts` visits exactly these templates with
 * these tools and viewports (and fails when the installed tool versions differ from the ones named here), and
 * `/infos/accessibility` publishes the same list as the statement's 試験したページ, so the two cannot drift apart.
 */

export const ACCESSIBILITY_TEST_DATE = "2026-11-26";

/** The installed versions (package.json of axe-core and vnu-jar); the e2e spec asserts them. */
export const ACCESSIBILITY_TOOLS = {
  axeCore: "4.14.1",
  nuHtmlChecker: "26.9.27",
  browser: "Chromium 156",
} as const;

/** The WCAG success-criterion tags axe runs with: WCAG 2.2 level AA includes every A and AA criterion of 2.0 and 2.1. */
export const AXE_WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

export const ACCESSIBILITY_VIEWPORTS = [
  { key: "phone", label: "スマートフォン", width: 390, height: 844 },
  { key: "desktop", label: "パソコン", width: 1280, height: 800 },
] as const;

/** `anonymous`: tested without a session; `both`: also signed in (the header and the page differ); `signed-in`: only signed in. */
export type TestedAudience = "anonymous" | "both" | "signed-in";

export interface TestedTemplate {
  /** Stable key; the e2e spec maps it to a concrete URL of the sample data. */
  key: string;
  name: string;
  /** The route, with `{…}` for the parts that vary. */
  route: string;
  audience: TestedAudience;
}

export const TESTED_TEMPLATES = [
  { key: "home", name: "トップページ", route: "/", audience: "both" },
  { key: "event-list", name: "イベント一覧", route: "/events/{category}", audience: "both" },
  {
    key: "event-list-filtered",
    name: "イベント一覧（絞り込み1つ）",
    route: "/events/{category}/gy-{year}",
    audience: "anonymous",
  },
  {
    key: "event-list-client",
    name: "イベント一覧（絞り込み2つ以上）",
    route: "/events/{category}/gy-{year}/pref-{code}",
    audience: "anonymous",
  },
  { key: "event-detail", name: "イベント詳細", route: "/events/{category}/{event_id}", audience: "both" },
  {
    key: "event-detail-internship",
    name: "インターンシップ詳細",
    route: "/events/internship/{event_id}",
    audience: "anonymous",
  },
  { key: "feature-event", name: "特集イベント", route: "/feature_events/{id}", audience: "anonymous" },
  {
    key: "entry-confirm",
    name: "エントリー内容の確認",
    route: "/events/{category}/{event_id}/schedules/{schedule_id}/confirm",
    audience: "signed-in",
  },
  {
    key: "entry-complete",
    name: "エントリー完了",
    route: "/events/{category}/{event_id}/entry_complete",
    audience: "signed-in",
  },
  { key: "entry-courses", name: "エントリー中のコース", route: "/event_entry_courses", audience: "signed-in" },
  { key: "event-attendance", name: "参加チケット", route: "/event_attendance", audience: "signed-in" },
  { key: "companies-index", name: "企業トップ", route: "/companies", audience: "both" },
  { key: "company-list", name: "企業一覧", route: "/companies/domestics", audience: "anonymous" },
  {
    key: "company-area-list",
    name: "企業一覧（地域）",
    route: "/companies/domestics/area/{area_id}",
    audience: "anonymous",
  },
  { key: "company-plp", name: "企業を探す", route: "/companies/plp", audience: "anonymous" },
  { key: "company-detail", name: "企業ページ", route: "/companies/{company_id}", audience: "both" },
  { key: "company-reviews", name: "企業の口コミ一覧", route: "/companies/{company_id}/reviews", audience: "anonymous" },
  {
    key: "company-event-reviews",
    name: "イベントの口コミ一覧",
    route: "/companies/{company_id}/event_reviews",
    audience: "anonymous",
  },
  {
    key: "review-detail",
    name: "口コミ詳細",
    route: "/companies/{company_id}/reviews/{review_id}",
    audience: "anonymous",
  },
  { key: "reviews-index", name: "口コミトップ", route: "/reviews", audience: "anonymous" },
  { key: "company-videos", name: "企業の動画一覧", route: "/companies/{company_id}/videos", audience: "anonymous" },
  { key: "videos-home", name: "動画トップ", route: "/videos", audience: "anonymous" },
  { key: "video-search", name: "動画検索", route: "/videos/search", audience: "anonymous" },
  { key: "video-channels", name: "動画チャンネル一覧", route: "/videos/channels", audience: "anonymous" },
  { key: "video-channel", name: "動画チャンネル", route: "/videos/channels/{id}", audience: "anonymous" },
  { key: "feature-video", name: "特集動画", route: "/videos/feature_videos/{id}", audience: "anonymous" },
  { key: "video", name: "動画", route: "/videos/{id}", audience: "anonymous" },
  { key: "short-video", name: "ショート動画", route: "/short_videos/{id}", audience: "anonymous" },
  { key: "shutore", name: "シュトレ トップ", route: "/shutore", audience: "anonymous" },
  { key: "shutore-category", name: "シュトレ カテゴリ", route: "/shutore/{category}", audience: "anonymous" },
  { key: "shutore-article", name: "シュトレ 記事", route: "/shutore/{slug}", audience: "anonymous" },
  { key: "cooperating-sites", name: "提携サイト一覧", route: "/cooperating_sites", audience: "anonymous" },
  { key: "cooperating-site", name: "提携サイト", route: "/cooperating_sites/{id}", audience: "anonymous" },
  { key: "login", name: "ログイン", route: "/login", audience: "anonymous" },
  { key: "login-callback", name: "ログイン（メールのリンク）", route: "/login/callback", audience: "anonymous" },
  { key: "user-registrations", name: "会員登録", route: "/user_registrations", audience: "anonymous" },
  { key: "unagreed-terms", name: "利用規約への同意", route: "/unagreed_terms/agreements/new", audience: "signed-in" },
  { key: "chats", name: "チャット", route: "/chats", audience: "signed-in" },
  { key: "event-review-new", name: "体験記を書く", route: "/event_reviews/new", audience: "signed-in" },
  { key: "info-terms", name: "利用規約", route: "/infos/terms", audience: "anonymous" },
  { key: "info-privacy", name: "プライバシーポリシー", route: "/infos/privacy", audience: "anonymous" },
  {
    key: "info-signup-privacy",
    name: "会員登録時の個人情報の取り扱い",
    route: "/infos/signup_privacy_policy",
    audience: "anonymous",
  },
  {
    key: "info-external-data",
    name: "電気通信事業法に基づく公表事項",
    route: "/infos/external_data_processors",
    audience: "anonymous",
  },
  { key: "info-guide", name: "ご利用ガイド", route: "/infos/guide", audience: "anonymous" },
  {
    key: "info-accessibility",
    name: "ウェブアクセシビリティ方針",
    route: "/infos/accessibility",
    audience: "anonymous",
  },
  { key: "not-found", name: "ページが見つかりません（404）", route: "/{存在しないパス}", audience: "anonymous" },
  { key: "server-error", name: "エラー（500）", route: "/500", audience: "anonymous" },
  { key: "healthcheck", name: "稼働確認", route: "/healthcheck", audience: "anonymous" },
] as const satisfies readonly TestedTemplate[];

export type TestedTemplateKey = (typeof TESTED_TEMPLATES)[number]["key"];
