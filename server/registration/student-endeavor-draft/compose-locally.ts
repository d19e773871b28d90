import type { UserActivity } from "../../../core/api/user-registration-activities";
import { STUDENT_ENDEAVOR_MAX_LENGTH } from "../../../core/registration/field-rules";

function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  return /[。！？!?]$/u.test(trimmed) ? trimmed : `${trimmed}。`;
}

/**
 * A ガクチカ draft from the student's own activity answers, without any service: the first activity (by order) leads
 * with its description, the others are mentioned after it. Deterministic; the student edits it.
 */
export function composeStudentEndeavorDraft(activities: readonly UserActivity[]): string {
  const [main, ...others] = [...activities].sort((a, b) => a.order - b.order);
  if (!main) return "";
  const parts = [
    `私が学生時代に最も力を入れたことは、${main.large_category}（${main.medium_category}）での活動です。`,
    sentence(main.description),
    ...others.map((activity) =>
      activity.description.trim() === ""
        ? `また、${activity.large_category}（${activity.medium_category}）にも取り組みました。`
        : `また、${activity.large_category}（${activity.medium_category}）では、${sentence(activity.description)}`,
    ),
    "これらの経験を通じて学んだことを、社会に出てからも活かしていきたいと考えています。",
  ];
  const draft = parts.filter((part) => part !== "").join("");
  return draft.length <= STUDENT_ENDEAVOR_MAX_LENGTH ? draft : `${draft.slice(0, STUDENT_ENDEAVOR_MAX_LENGTH - 1)}…`;
}
