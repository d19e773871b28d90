/** Every feature flag of spec §3 with its default and a Japanese description. */
export const featureFlagSeeds: readonly { key: string; enabled: boolean; description: string }[] = [
  { key: "video_bundles", enabled: true, description: "動画をチャプター付きのバンドル形式で表示する" },
  { key: "mirai_ai_enabled", enabled: false, description: "AIによるガクチカ生成などのミライAI機能を有効にする" },
  {
    key: "token_based_auth",
    enabled: false,
    description: "セッションではなくトークン方式で認証し、期限前に自動更新する",
  },
  { key: "internship_renewal", enabled: true, description: "リニューアル版のインターンシップ詳細ページを使う" },
  { key: "use_new_top_ads_api", enabled: false, description: "トップページの広告枠を新しいAPIから取得する" },
  { key: "app_new_logo_enabled", enabled: true, description: "アプリで新しいロゴを表示する" },
  {
    key: "entry_courses_with_event",
    enabled: false,
    description: "イベント申込時にエントリーコースを選択できるようにする",
  },
  {
    key: "renewal_oc_web_logo",
    enabled: true,
    description: "Webで新しいロゴ（ミライキャリア）を表示する。オフのときは旧ロゴ（ミライ就活）",
  },
  { key: "event_internship_summary_image", enabled: true, description: "インターンシップ詳細にサマリー画像を表示する" },
];
