import * as React from "react";
import { Button } from "@/components/button";
import { STUDENT_ENDEAVOR_MAX_LENGTH } from "@core/registration/field-rules";
import { ResponseError } from "@/lib/api/errors";
import { trackStudentEndeavorUpdateSuggested, trackStudentEndeavorUpdated } from "@/lib/analytics";
import { useFeatureFlag } from "@/lib/feature-flags";
import { withCsrfRetry } from "@/features/auth";
import { deleteStudentEndeavor, generateStudentEndeavor, getAnswer, putAnswer } from "../api/registration-endpoints";
import { registrationErrorMessage } from "../registration-error-message";
import { useStepAnswers } from "../use-step-answers";
import { TextAreaField } from "./form-fields";
import { StepForm } from "./step-form";
import { RegistrationStatus } from "./registration-card";
import type { StepFlow } from "./step-page";
import * as styles from "./registration.module.css";

function generatorErrorMessage(error: unknown): string {
  if (error instanceof ResponseError && error.status === 409)
    return "下書きを作成するには、前のステップ「学生時代の活動」を1つ以上入力してください。";
  if (error instanceof ResponseError && error.status === 403) return "現在、下書きの作成機能はご利用いただけません。";
  return registrationErrorMessage(error);
}

interface Values {
  content: string;
  /** The text came from the generator and has not been edited yet. */
  suggested: boolean;
}

/**
 * Step student_endeavor (ガクチカ). With `mirai_ai_enabled` a button drafts a text from the activities of the
 * previous step; the page says plainly that it is a draft to edit. Analytics get which action happened, never the text.
 */
export function StudentEndeavorStep({ flow }: { flow: StepFlow }) {
  const generatorEnabled = useFeatureFlag("mirai_ai_enabled");
  const { state, setValues, clearDraft } = useStepAnswers<Values>(
    "student_endeavor",
    () =>
      getAnswer(flow.client, "student_endeavors").then((answer) => ({
        content: answer.content ?? "",
        suggested: false,
      })),
    { content: "", suggested: false },
  );
  const [error, setError] = React.useState<string | null>(null);
  const [generating, setGenerating] = React.useState(false);
  const [generateError, setGenerateError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  if (state.status !== "ready") return <RegistrationStatus />;
  const { content, suggested } = state.values;

  async function generate() {
    if (generating) return;
    if (content.trim() !== "" && !window.confirm("入力中の文章を下書きで置き換えます。よろしいですか？")) return;
    setGenerating(true);
    setGenerateError(null);
    setNotice(null);
    try {
      const draft = await withCsrfRetry(() => generateStudentEndeavor(flow.client));
      setValues(() => ({ content: draft.content.slice(0, STUDENT_ENDEAVOR_MAX_LENGTH), suggested: true }));
      setNotice("下書きを作成しました。内容を確認し、あなた自身の言葉で編集してください。");
      trackStudentEndeavorUpdateSuggested({ generator: draft.generator });
    } catch (failure) {
      setGenerateError(generatorErrorMessage(failure));
    } finally {
      setGenerating(false);
    }
  }

  return (
    <StepForm
      flow={flow}
      validate={() => {
        const next =
          content.trim().length > STUDENT_ENDEAVOR_MAX_LENGTH
            ? `${STUDENT_ENDEAVOR_MAX_LENGTH}文字以内で入力してください`
            : null;
        setError(next);
        return next === null;
      }}
      save={async () => {
        if (content.trim() === "") {
          await deleteStudentEndeavor(flow.client);
          return;
        }
        await putAnswer(flow.client, "student_endeavors", { content: content.trim() });
        trackStudentEndeavorUpdated({ source: suggested ? "suggested_unedited" : "own_text" });
      }}
      onSaved={clearDraft}
    >
      <p className={styles.hint}>
        学生時代に最も力を入れて取り組んだことを、きっかけ・行動・結果の順にまとめると伝わりやすくなります。企業がスカウトの参考にします。空欄のまま進むこともできます。
      </p>
      {generatorEnabled && (
        <div className={styles.section}>
          <p className={styles.draftNote}>
            前のステップで入力した活動をもとに、文章の<strong>下書き</strong>
            を自動で作成できます。作成されるのはあくまで下書きです。事実と違う点や足りない点は、必ずあなた自身で確認・編集してください。
          </p>
          <Button
            variant="secondary"
            size="large"
            onClick={generate}
            disabled={generating}
            aria-describedby="endeavor-generator-status"
          >
            {generating ? "下書きを作成しています…" : "活動内容から下書きを作成する"}
          </Button>
          <p id="endeavor-generator-status" role="status" className={styles.hint}>
            {notice}
          </p>
          {generateError && (
            <p className={styles.formError} role="alert">
              {generateError}
            </p>
          )}
        </div>
      )}
      <TextAreaField
        name="student_endeavor"
        label="学生時代に力を入れたこと"
        value={content}
        onChange={(next) => setValues(() => ({ content: next, suggested: false }))}
        maxLength={STUDENT_ENDEAVOR_MAX_LENGTH}
        rows={10}
        error={error}
        hint={suggested ? "自動作成された下書きです。編集してから保存してください。" : undefined}
      />
    </StepForm>
  );
}
