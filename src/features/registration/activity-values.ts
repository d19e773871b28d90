import type { UserActivity } from "./api/registration-types";

import { ACTIVITIES_MAX, ACTIVITY_CATEGORIES, ACTIVITY_DESCRIPTION_MAX_LENGTH } from "@core/registration/field-rules";

/** 学生時代の活動: the categories and bounds the server checks (core/registration/field-rules.ts). */
export { ACTIVITIES_MAX, ACTIVITY_CATEGORIES, ACTIVITY_DESCRIPTION_MAX_LENGTH };

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
      medium_category:
        row.medium_category === "" || !ACTIVITY_CATEGORIES[row.large_category]?.includes(row.medium_category)
          ? "活動の内容を選択してください"
          : null,
      description:
        row.description.trim().length > ACTIVITY_DESCRIPTION_MAX_LENGTH
          ? `${ACTIVITY_DESCRIPTION_MAX_LENGTH}文字以内で入力してください`
          : null,
    };
  });
}

export function activitiesRequest(rows: readonly ActivityRow[]): { user_activities: UserActivity[] } {
  return {
    user_activities: rows
      .filter((row) => !isBlank(row))
      .map((row, index) => ({
        large_category: row.large_category,
        medium_category: row.medium_category,
        description: row.description.trim(),
        order: index + 1,
      })),
  };
}
