import type { UserActivity } from "./api/registration-types";

/**
 * 学生時代の活動: large categories and the medium categories each allows, as the server checks them
 * (ACTIVITY_CATEGORIES in src/domain/registration/field-rules.ts on the API branch).
 */
export const ACTIVITY_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  "サークル・部活動": ["運動系", "文化系", "音楽系", "その他"],
  アルバイト: ["接客・販売", "塾講師・家庭教師", "事務", "軽作業", "その他"],
  "ゼミ・研究": ["研究活動", "論文・発表", "その他"],
  留学: ["語学留学", "交換留学", "ワーキングホリデー", "その他"],
  ボランティア: ["地域活動", "国際協力", "災害支援", "その他"],
  インターンシップ: ["長期インターン", "短期インターン", "その他"],
  "学生団体・起業": ["学生団体", "起業・個人事業", "その他"],
  "資格・語学": ["資格取得", "語学", "その他"],
};
export const ACTIVITIES_MAX = 10;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 400;

export interface ActivityRow {
  large_category: string;
  medium_category: string;
  description: string;
}
export type ActivityErrors = Partial<Record<keyof ActivityRow, string | null>>[];

export const EMPTY_ACTIVITY: ActivityRow = { large_category: "", medium_category: "", description: "" };

function isBlank(row: ActivityRow): boolean {
  return row.large_category === "" && row.medium_category === "" && row.description.trim() === "";
}

/** A completely empty row is ignored (no activity); a started one needs both categories. */
export function validateActivities(rows: readonly ActivityRow[]): ActivityErrors {
  return rows.map((row) => {
    if (isBlank(row)) return {};
    return {
      large_category: row.large_category === "" ? "活動の種類を選択してください" : null,
      medium_category: row.medium_category === "" || !ACTIVITY_CATEGORIES[row.large_category]?.includes(row.medium_category) ? "活動の内容を選択してください" : null,
      description: row.description.trim().length > ACTIVITY_DESCRIPTION_MAX_LENGTH ? `${ACTIVITY_DESCRIPTION_MAX_LENGTH}文字以内で入力してください` : null,
    };
  });
}

export function activitiesRequest(rows: readonly ActivityRow[]): { user_activities: UserActivity[] } {
  return {
    user_activities: rows
      .filter((row) => !isBlank(row))
      .map((row, index) => ({ large_category: row.large_category, medium_category: row.medium_category, description: row.description.trim(), order: index + 1 })),
  };
}
