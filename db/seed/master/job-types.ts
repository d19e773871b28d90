export const jobTypeNames = [
  "営業",
  "企画・マーケティング",
  "事務・管理部門",
  "ITエンジニア",
  "研究・開発",
  "生産・品質管理",
  "設計・施工管理",
  "コンサルタント",
  "金融専門職",
  "販売・サービス",
  "クリエイティブ",
  "教育・講師",
  "医療・福祉専門職",
  "公務・団体職員",
] as const;

export const companyChoiceFactorTypeNames = [
  "成長できる環境",
  "給与・待遇",
  "福利厚生の充実",
  "ワークライフバランス",
  "社風・人間関係",
  "事業の安定性",
  "社会貢献性",
  "勤務地",
  "グローバルに働ける",
  "専門性が身につく",
  "若手から裁量がある",
  "研修制度の充実",
] as const;

export const mailCampaignTypeRows = [
  {
    key: "weekly_magazine",
    name: "週刊メールマガジン",
    description: "毎週おすすめのイベントや就活ノウハウをお届けします。",
  },
  { key: "event_info", name: "イベント情報", description: "締切が近いイベントや新着のイベント情報をお知らせします。" },
  {
    key: "whats_new_favorite_companies",
    name: "フォロー企業の新着情報",
    description: "フォローしている企業の新しいイベントやお知らせをお届けします。",
  },
] as const;

export const adPlaceRows = [
  { key: "ad_place_web_company_index_page", name: "企業一覧ページ（Web）" },
  { key: "ad_place_web_top_page", name: "トップページ（Web）" },
  { key: "ad_place_app_top_page", name: "トップ画面（アプリ）" },
] as const;
