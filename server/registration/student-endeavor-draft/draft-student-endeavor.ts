import type { Db } from "../../../db/client";
import type { StudentEndeavorDraftResponse } from "../../../core/api/user-registration-activities";
import { findFeatureFlag } from "../../feature-flags/feature-flag-service";
import { ApiError } from "../../platform/http/api-error";
import { readActivities } from "../activity-services";
import { requireRegistration } from "../registration-store";
import { readAiEnv, type AiEnv } from "./ai-env";
import { askChatCompletions } from "./ask-chat-completions";
import { composeStudentEndeavorDraft } from "./compose-locally";

export const AI_FEATURE_FLAG = "mirai_ai_enabled";

/**
 * POST …/user_registration_student_endeavor_generators. Needs the `mirai_ai_enabled` flag (403 otherwise) and at
 * least one stored activity (409). With AI_API_URL the endpoint drafts the text; without it, or when the endpoint
 * fails, the local composer does (generator says which). Nothing is stored; only the status is ever logged.
 */
export async function draftStudentEndeavor(
  db: Db,
  userId: string,
  env: AiEnv = readAiEnv(),
): Promise<StudentEndeavorDraftResponse> {
  await requireRegistration(db, userId);
  if (!(await findFeatureFlag(db, AI_FEATURE_FLAG))?.enabled) {
    throw new ApiError(403, "forbidden", "Drafting a student endeavor is not available (mirai_ai_enabled is off)");
  }
  const { user_activities: activities } = await readActivities(db, userId);
  if (activities.length === 0)
    throw new ApiError(409, "conflict", "Store at least one activity (user_registration_user_activities) first");
  if (env.AI_API_URL) {
    try {
      return { content: await askChatCompletions({ ...env, AI_API_URL: env.AI_API_URL }, activities), generator: "ai" };
    } catch (error) {
      console.warn(
        "student endeavor draft: chat completions failed, composing locally:",
        error instanceof Error ? error.message : "unknown error",
      );
    }
  }
  return { content: composeStudentEndeavorDraft(activities), generator: "local" };
}
