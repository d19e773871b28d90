/** Hand-written editorial content: terms, /shutore articles, cooperating sites, feature collections. */

export const termsSeeds: readonly {
  type: "terms" | "privacy";
  version: string;
  publishedDaysAgo: number;
  title: string;
}[] = [
  { type: "terms", version: "2023-04-01", publishedDaysAgo: 900, title: "ミライキャリア利用規約" },
  { type: "terms", version: "2025-04-01", publishedDaysAgo: 200, title: "ミライキャリア利用規約" },
  { type: "privacy", version: "2023-04-01", publishedDaysAgo: 900, title: "個人情報の取り扱いについて" },
  { type: "privacy", version: "2025-10-01", publishedDaysAgo: 40, title: "個人情報の取り扱いについて" },
];

export function termsBody(title: string, version: string): string {
  return [
    `# ${title}`,
    "",
    `施行日: ${version}`,
    "",
    "## 第1条（適用）",
    "本規約は、当社が提供する就職活動支援サービス「ミライキャリア」の利用に関する条件を定めるものです。",
    "",
    "## 第2条（会員登録）",
    "登録希望者は、本規約に同意のうえ、当社の定める方法により会員登録を申請するものとします。",
    "",
    "## 第3条（個人情報の取り扱い）",
    "当社は、会員の個人情報を別途定めるプライバシーポリシーに従い適切に取り扱います。",
    "",
    "## 第4条（禁止事項）",
    "会員は、虚偽の情報の登録、他の会員へのなりすまし、サービスの運営を妨げる行為をしてはなりません。",
  ].join("\n");
}

export const articleSeeds: readonly {
  slugPath: string;
  title: string;
  description: string;
  sections: readonly [string, string][];
}[] = [
  {
    slugPath: "es/gakuchika",
    title: "ガクチカの書き方完全ガイド【例文あり】",
    description: "学生時代に力を入れたこと（ガクチカ）を魅力的に伝えるための構成と例文を紹介します。",
    sections: [
      ["ガクチカとは", "企業は「学生時代に力を入れたこと」から、あなたの行動特性や価値観を知ろうとしています。"],
      ["基本の構成", "結論→動機→課題→行動→結果→学びの順に書くと、読み手に伝わりやすくなります。"],
      ["よくある失敗", "成果の大きさだけを強調し、自分が何を考えどう動いたかが抜けてしまうケースが多く見られます。"],
    ],
  },
  {
    slugPath: "es/self-pr/examples",
    title: "自己PRの例文20選｜強み別の書き方",
    description: "協調性・リーダーシップ・粘り強さなど、強み別に自己PRの例文とポイントを解説します。",
    sections: [
      ["強みの見つけ方", "アルバイトやサークルでの経験を振り返り、周囲から褒められたことを書き出してみましょう。"],
      ["伝え方のコツ", "強みを一言で示したあと、具体的なエピソードで裏付けるのが基本です。"],
    ],
  },
  {
    slugPath: "interview/group-discussion/tips",
    title: "グループディスカッションで評価される5つのポイント",
    description: "役割の取り方や時間配分など、グループディスカッション選考を突破するコツをまとめました。",
    sections: [
      ["評価されているのは何か", "正解を出すことよりも、議論への貢献の仕方やチームでの振る舞いが見られています。"],
      ["役割ごとのポイント", "司会・書記・タイムキーパーのどれでなくても、論点整理で貢献することができます。"],
    ],
  },
  {
    slugPath: "interview/online",
    title: "オンライン面接の準備とマナー",
    description: "通信環境・カメラ位置・話し方まで、オンライン面接で気をつけたいポイントを紹介します。",
    sections: [
      ["事前準備", "静かな場所を確保し、前日までに接続テストを済ませておきましょう。"],
      ["当日の注意点", "カメラを見て話すと、相手と目が合っている印象を与えられます。"],
    ],
  },
  {
    slugPath: "industry/it/overview",
    title: "IT業界研究：ビジネスモデルと職種を理解しよう",
    description: "SIer・SaaS・インターネットサービスなど、IT業界の構造と代表的な職種を解説します。",
    sections: [
      ["IT業界の分類", "受託開発を中心とするSIerと、自社サービスを展開する事業会社では働き方が大きく異なります。"],
      [
        "主な職種",
        "エンジニアのほか、プロダクトマネージャーやITコンサルタントなど文系出身者が活躍する職種もあります。",
      ],
    ],
  },
  {
    slugPath: "schedule/27-graduates",
    title: "27卒の就活スケジュール｜いつから何をする？",
    description: "インターンシップから本選考まで、27卒の就活の流れを時期ごとに整理しました。",
    sections: [
      ["大学3年の夏", "サマーインターンシップへの参加が、早期選考につながるケースが増えています。"],
      ["大学3年の冬〜春", "業界研究を深めつつ、エントリーシートの準備を進めましょう。"],
    ],
  },
];

export const cooperatingSiteSeeds: readonly {
  name: string;
  partner: string;
  serviceCategory: string;
  description: string;
  graduateYears: readonly number[];
  allowedCheckedByDefault: boolean;
}[] = [
  {
    name: "キャリアノート",
    partner: "株式会社キャリアノート",
    serviceCategory: "逆求人サイト",
    description: "プロフィールを登録するだけで、あなたに興味を持った企業からオファーが届きます。",
    graduateYears: [2026, 2027, 2028],
    allowedCheckedByDefault: true,
  },
  {
    name: "就活相談ラウンジ",
    partner: "株式会社ネクストステップ",
    serviceCategory: "就活エージェント",
    description: "専任のキャリアアドバイザーが自己分析から面接対策まで無料でサポートします。",
    graduateYears: [2026, 2027],
    allowedCheckedByDefault: false,
  },
  {
    name: "適職診断ナビ",
    partner: "青葉キャリアラボ株式会社",
    serviceCategory: "適性診断",
    description: "約10分の診断で、あなたの強みと向いている仕事のタイプがわかります。",
    graduateYears: [2027, 2028, 2029],
    allowedCheckedByDefault: true,
  },
  {
    name: "理系就活ステーション",
    partner: "株式会社テックキャリア",
    serviceCategory: "理系学生向け求人サイト",
    description: "研究内容を活かせる企業の求人や、技術職の座談会情報を掲載しています。",
    graduateYears: [2026, 2027, 2028],
    allowedCheckedByDefault: false,
  },
  {
    name: "地元就職ナビ",
    partner: "株式会社ローカルワークス",
    serviceCategory: "UIターン就職支援",
    description: "地元企業の求人情報とUIターン就職のための交通費補助制度を紹介します。",
    graduateYears: [2027, 2028],
    allowedCheckedByDefault: false,
  },
];

export const featureEventSeeds: readonly {
  title: string;
  description: string;
  category: "entry" | "internship" | "seminar" | "gosetsu";
}[] = [
  {
    title: "締切間近！今週応募できる本選考特集",
    description: "今週中にエントリーが締め切られる本選考をまとめました。",
    category: "entry",
  },
  {
    title: "夏のインターンシップ特集",
    description: "実務を体験できる夏季インターンシップを業界別にご紹介します。",
    category: "internship",
  },
  {
    title: "1day仕事体験まとめ",
    description: "まずは気軽に参加できる1dayの仕事体験プログラムを集めました。",
    category: "internship",
  },
  {
    title: "オンラインで参加できる会社説明会",
    description: "自宅から参加できるオンライン説明会・座談会の特集です。",
    category: "seminar",
  },
  {
    title: "業界研究に役立つセミナー特集",
    description: "業界の全体像をつかめるセミナーを厳選しました。",
    category: "seminar",
  },
  {
    title: "全国の合同説明会カレンダー",
    description: "東京・大阪・名古屋・福岡などで開催される合同説明会の一覧です。",
    category: "gosetsu",
  },
];
