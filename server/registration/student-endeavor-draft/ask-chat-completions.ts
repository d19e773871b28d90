import { z } from "zod";
import type { UserActivity } from "../../../core/api/user-registration-activities";
import { STUDENT_ENDEAVOR_MAX_LENGTH } from "../../../core/registration/field-rules";
import type { AiEnv } from "./ai-env";

const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

const SYSTEM_PROMPT = [
  "あなたは日本の大学生の就職活動を手伝うアシスタントです。",
  "学生が入力した活動内容だけをもとに、エントリーシートの「学生時代に力を入れたこと（ガクチカ）」の下書きを書いてください。",
  `です・ます調で${STUDENT_ENDEAVOR_MAX_LENGTH}字以内、本文のみを出力してください。入力にない事実や数字は加えないでください。`,
].join("\n");

function describe(activities: readonly UserActivity[]): string {
  return [...activities]
    .sort((a, b) => a.order - b.order)
    .map(
      (activity, index) =>
        `${index + 1}. ${activity.large_category}／${activity.medium_category}：${activity.description || "（詳細の記入なし）"}`,
    )
    .join("\n");
}

/**
 * Asks the configured OpenAI-compatible chat-completions endpoint for a draft. Only the activity answers are sent
 * (no name, address or school). Throws on any failure; the caller falls back to the local composer.
 */
export async function askChatCompletions(
  env: AiEnv & { AI_API_URL: string },
  activities: readonly UserActivity[],
): Promise<string> {
  const response = await fetch(env.AI_API_URL, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(env.AI_API_KEY ? { Authorization: `Bearer ${env.AI_API_KEY}` } : {}),
    },
    body: JSON.stringify({
      model: env.AI_MODEL,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: `活動内容:\n${describe(activities)}` },
      ],
      temperature: 0.7,
    }),
    signal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`chat completions answered ${response.status}`);
  const content = chatCompletionSchema.parse(await response.json()).choices[0]!.message.content.trim();
  if (content === "") throw new Error("chat completions answered an empty draft");
  return content.length <= STUDENT_ENDEAVOR_MAX_LENGTH ? content : content.slice(0, STUDENT_ENDEAVOR_MAX_LENGTH);
}
