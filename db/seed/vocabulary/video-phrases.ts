export const videoBundleTitleTemplates = [
  "{company}の仕事紹介〜若手社員の1日〜",
  "{company} 会社説明会ダイジェスト",
  "{company} 社長が語る{industry}のこれから",
  "{company} 先輩社員座談会「入社の決め手」",
  "{company} オフィスツアー",
  "{company} {job}職の仕事とキャリア",
] as const;

export const videoChapterTitles = [
  "オープニング",
  "会社概要",
  "事業の強み",
  "仕事内容の紹介",
  "社員インタビュー",
  "1日のスケジュール",
  "キャリアパスと研修制度",
  "選考について",
  "学生へのメッセージ",
] as const;

export const shortVideoTitleTemplates = [
  "{company}の社員に聞いた「入社して驚いたこと」",
  "30秒でわかる{company}",
  "{company}の若手社員のデスク紹介",
  "{company}で働く魅力を一言で",
  "{company}のお昼休みに密着",
] as const;

export const videoChannelDescriptions = [
  "社員のリアルな声や職場の雰囲気を動画でお届けします。",
  "説明会では伝えきれない仕事の魅力を紹介する公式チャンネルです。",
  "若手社員が自ら企画・出演する就活生向けチャンネルです。",
] as const;

export const featureVideoSeeds = [
  { title: "業界研究に役立つ動画特集", description: "業界の全体像がつかめる説明会動画を集めました。" },
  { title: "若手社員の1日に密着", description: "入社1〜3年目の社員の働き方がわかる動画特集です。" },
  { title: "社長・役員メッセージ", description: "経営者が語る会社のビジョンと求める人物像。" },
  { title: "理系学生におすすめの動画", description: "研究開発・技術職の仕事がわかる動画を厳選しました。" },
  { title: "オフィスツアー特集", description: "職場の雰囲気がわかるオフィス紹介動画をまとめました。" },
  { title: "選考対策に役立つ動画", description: "人事担当者が選考のポイントを解説します。" },
] as const;
