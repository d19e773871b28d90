import { FetchError, ResponseError } from "@/lib/api/errors";

/** Why an entry could not be made, as the confirm page explains it; `retry`: the same request may succeed later. */
export type EntryProblem =
  | "schedule_full"
  | "entry_closed"
  | "already_entered"
  | "not_eligible"
  | "unauthorized"
  | "not_found"
  | "course_full"
  | "course_closed"
  | "course_required"
  | "no_courses"
  | "network"
  | "unknown";

export const ENTRY_PROBLEM_MESSAGES: Readonly<Record<EntryProblem, { title: string; message: string }>> = {
  schedule_full: {
    title: "この日程は満席になりました",
    message: "定員に達したため、この日程にはエントリーできません。イベントページで他の日程をお選びください。",
  },
  entry_closed: {
    title: "この日程の受付は終了しました",
    message:
      "締切を過ぎたか、受付が停止されたため、この日程にはエントリーできません。イベントページで他の日程をお選びください。",
  },
  already_entered: {
    title: "この日程にはエントリー済みです",
    message: "同じ日程に二度エントリーすることはできません。エントリー内容はイベントページで確認できます。",
  },
  not_eligible: {
    title: "このイベントの対象外です",
    message: "このイベントはあなたの卒業年度を対象としていないため、エントリーできません。",
  },
  unauthorized: {
    title: "ログインが必要です",
    message: "エントリーするにはログインしてください。ログイン後、この画面に戻ります。",
  },
  not_found: {
    title: "日程が見つかりません",
    message: "この日程は存在しないか、公開が終了しました。イベントページから日程をお選びください。",
  },
  course_full: {
    title: "このコースは満席です",
    message: "定員に達したため、このコースにはエントリーできません。コース選択に戻って他のコースをお選びください。",
  },
  course_closed: {
    title: "このコースの受付は終了しました",
    message: "締切を過ぎたため、このコースにはエントリーできません。コース選択に戻って他のコースをお選びください。",
  },
  course_required: {
    title: "コースを選んでください",
    message: "この日程はコースを選んでエントリーします。コース選択の画面から、参加するコースをお選びください。",
  },
  no_courses: {
    title: "この日程には選べるコースがありません",
    message: "この日程にはエントリーできるコースがありません。イベントページで日程をご確認ください。",
  },
  network: {
    title: "通信できませんでした",
    message: "通信環境をご確認のうえ、もう一度お試しください。",
  },
  unknown: {
    title: "エントリーできませんでした",
    message: "時間をおいて、もう一度お試しください。",
  },
};

const CONFLICT_CODES = new Set<EntryProblem>(["schedule_full", "entry_closed", "already_entered", "not_eligible"]);

/**
 * The problem behind a failed entry call: the 409 codes of the contract, 401, 404, a lost connection, anything else.
 * With courses (`courseId`: the course posted): 409 schedule_full for a course (details `{ course_id }`) is
 * course_full, 409 entry_closed is course_closed, and 400 invalid_parameter naming `course_id` (none sent, or not a
 * course of the schedule) is course_required.
 */
export function entryProblemOf(error: unknown, { courseId = null }: { courseId?: number | null } = {}): EntryProblem {
  if (error instanceof FetchError) return "network";
  if (!(error instanceof ResponseError)) return "unknown";
  const code = error.body?.error.code;
  const details = error.body?.error.details;
  if (error.status === 400 && code === "invalid_parameter" && namesCourseId(error.body?.error.message, details))
    return "course_required";
  if (error.status === 409 && code === "schedule_full" && (courseId !== null || courseIdOf(details) !== null))
    return "course_full";
  if (error.status === 409 && code === "entry_closed" && courseId !== null) return "course_closed";
  if (error.status === 409 && code && CONFLICT_CODES.has(code as EntryProblem)) return code as EntryProblem;
  if (error.status === 401) return "unauthorized";
  if (error.status === 404) return "not_found";
  return "unknown";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function courseIdOf(details: unknown): number | null {
  return isRecord(details) && typeof details.course_id === "number" ? details.course_id : null;
}

/** A 400 about `course_id`: the details' issues name it (server/platform/http/invalid-parameter.ts), else the message starts with it. */
function namesCourseId(message: string | undefined, details: unknown): boolean {
  const issues = isRecord(details) && Array.isArray(details.issues) ? details.issues : [];
  if (issues.some((issue) => isRecord(issue) && issue.parameter === "course_id")) return true;
  return typeof message === "string" && /^(Parameter "course_id"|course_id\b)/.test(message);
}
