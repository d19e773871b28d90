/** Title and description parts per event category. {company} = short company name, {yy} = 27 etc., {job} = job name. */
export const entryTitleTemplates = [
  "【{yy}卒向け】{company}本選考エントリー受付中",
  "【{yy}卒】{company} {job}職 本選考",
  "【{yy}卒向け】{company}早期選考ルート（{job}）",
  "{company} {yy}卒 総合職 本選考エントリー",
  "【{yy}卒】{company} オープンエントリー選考",
] as const;

export const internshipTitleTemplates = [
  "【{yy}卒】{company} 5daysインターンシップ〜{theme}〜",
  "【{yy}卒向け】{company} 1day仕事体験「{theme}」",
  "{company} 2週間の実践型インターンシップ（{job}コース）",
  "【{yy}卒】{company} 3daysワークショップ型インターン〜{theme}〜",
  "【冬季】{company} {job}職 就業体験プログラム",
] as const;

export const internshipThemes = [
  "新規事業を立案せよ",
  "現場社員と課題解決に挑む",
  "データで顧客を理解する",
  "ものづくりの最前線を体感",
  "提案営業のリアルを体験",
  "プロダクト開発に挑戦",
  "街づくりの企画を考える",
  "グローバル戦略を描く",
] as const;

export const seminarTitleTemplates = [
  "{company} 業界研究セミナー〜{industry}の今と未来〜",
  "【{yy}卒向け】{company} 会社説明会",
  "{company} 若手社員座談会（オンライン）",
  "【{yy}卒】{company} 職種理解セミナー〜{job}の仕事〜",
  "{company} 女性社員とのキャリア座談会",
] as const;

export const gosetsuTitleTemplates = [
  "【{yy}卒】ミライキャリア合同説明会 in {city}",
  "【{yy}卒向け】{industry}業界 合同企業説明会 in {city}",
  "【オンライン】{yy}卒 合同説明会〜優良企業{count}社が集結〜",
  "ミライキャリア 就活EXPO {city}会場",
  "【{yy}卒】地元企業 合同座談会 in {city}",
] as const;

export const gosetsuCities = [
  "東京",
  "大阪",
  "名古屋",
  "福岡",
  "札幌",
  "仙台",
  "広島",
  "京都",
  "横浜",
  "オンライン",
] as const;
export const gosetsuCityPrefecture: Readonly<Record<string, number | null>> = {
  東京: 13,
  大阪: 27,
  名古屋: 23,
  福岡: 40,
  札幌: 1,
  仙台: 4,
  広島: 34,
  京都: 26,
  横浜: 14,
  オンライン: null,
};

export const recommendedFor = [
  "業界に興味があるが、まだ具体的なイメージを持てていない方",
  "若手のうちから裁量を持って働きたい方",
  "チームで成果を出す経験をしたい方",
  "自分の強みを仕事でどう活かせるか知りたい方",
  "社員の方と直接話して社風を知りたい方",
  "早期選考に挑戦したい方",
  "文系・理系を問わず、ものづくりに関心のある方",
  "地元で長く働きたいと考えている方",
] as const;

export const programSteps = [
  "会社紹介・事業説明",
  "若手社員による仕事紹介",
  "グループワーク",
  "現場社員からのフィードバック",
  "座談会・質疑応答",
  "職場見学",
  "選考プロセスのご案内",
  "振り返りとまとめ",
] as const;

export const belongings = [
  "筆記用具",
  "学生証",
  "スマートフォン（アンケート回答用）",
  "PC（オンライン参加の方）",
] as const;

export const venueSuffixes = [
  "本社セミナールーム",
  "研修センター",
  "カンファレンスホール",
  "駅前会議室",
  "イベントホール",
] as const;
