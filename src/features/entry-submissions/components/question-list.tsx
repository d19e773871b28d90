import * as React from "react";
import { Button } from "@/components/button";
import { apiPaths } from "@core/api-paths";
import type { EnteredScheduleResponse } from "@core/api/event-detail";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import { submissionWindowState } from "@core/entries/resume-submission";
import { withCsrfRetry } from "@/features/auth";
import type { ApiRequester } from "@/lib/api";
import { apiPost } from "@/lib/api/api-call";
import { submissionUrlProblem, WINDOW_LABELS } from "../submission-messages";
import { runSubmission } from "./submit-call";
import * as styles from "./entered-schedule.module.css";

type Question = EnteredScheduleResponse["event_questions"][number];

function Time({ iso }: { iso: string }) {
  return <time dateTime={tokyoDateTimeAttribute(iso)}>{formatTokyoDateTime(iso)}</time>;
}

/**
 * 課題: each assignment of the entry's schedule with its period, the student's status and answer, its own page when
 * the company shows the link, and an answer form (an https URL) during the period.
 */
export function QuestionList({
  entryId,
  questions,
  nowMs,
  client,
  onSubmitted,
}: {
  entryId: number;
  questions: Question[];
  nowMs: number;
  client: ApiRequester;
  onSubmitted: (message: string) => void;
}) {
  return (
    <section aria-labelledby="questions-heading" className={styles.section}>
      <h2 id="questions-heading" className={styles.sectionHeading}>
        課題
      </h2>
      {questions.length === 0 ? (
        <p className={styles.note}>この日程に課題はありません。</p>
      ) : (
        <ul className={styles.questions}>
          {questions.map((question) => (
            <QuestionItem
              key={question.id}
              entryId={entryId}
              question={question}
              nowMs={nowMs}
              client={client}
              onSubmitted={onSubmitted}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function QuestionItem({
  entryId,
  question,
  nowMs,
  client,
  onSubmitted,
}: {
  entryId: number;
  question: Question;
  nowMs: number;
  client: ApiRequester;
  onSubmitted: (message: string) => void;
}) {
  const state = submissionWindowState({ start_at: question.start_at, end_at: question.end_at }, nowMs);
  const submitted = question.status === "submitted";
  const headingId = `question-${question.id}`;
  return (
    <li className={styles.question} aria-labelledby={headingId} data-question-id={question.id}>
      <h3 id={headingId} className={styles.questionTitle}>
        {question.title}
      </h3>
      <dl className={styles.facts}>
        <dt>期間</dt>
        <dd>
          <Time iso={question.start_at} />〜<Time iso={question.end_at} />
        </dd>
        <dt>状態</dt>
        <dd>
          <span className={submitted ? styles.submitted : styles.notSubmitted}>
            {submitted ? "提出済み" : "未提出"}
          </span>{" "}
          <span className={styles.window}>{WINDOW_LABELS[state]}</span>
        </dd>
        {question.submitted_url && (
          <>
            <dt>提出したURL</dt>
            <dd>
              <a href={question.submitted_url} target="_blank" rel="noopener noreferrer">
                {question.submitted_url}
              </a>
            </dd>
          </>
        )}
      </dl>
      {question.show_link && question.url && (
        <p>
          <a href={question.url} target="_blank" rel="noopener noreferrer">
            課題の内容を見る<span className="visually-hidden">（{question.title}、新しいタブで開きます）</span>
          </a>
        </p>
      )}
      {state === "open" && (
        <AnswerForm
          entryId={entryId}
          question={question}
          resubmit={submitted}
          client={client}
          onSubmitted={onSubmitted}
        />
      )}
    </li>
  );
}

function AnswerForm({
  entryId,
  question,
  resubmit,
  client,
  onSubmitted,
}: {
  entryId: number;
  question: Question;
  resubmit: boolean;
  client: ApiRequester;
  onSubmitted: (message: string) => void;
}) {
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const input = React.useRef<HTMLInputElement>(null);
  const inputId = `answer-${question.id}`;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const url = value.trim();
    const problem = submissionUrlProblem(url);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    const refused = await runSubmission(() =>
      withCsrfRetry(() =>
        apiPost(
          apiPaths.myEntryQuestionAnswer,
          { params: { entry_id: entryId, event_question_id: question.id }, body: { submitted_url: url } },
          { client },
        ),
      ),
    );
    setPending(false);
    if (refused) {
      setError(refused);
      input.current?.focus();
      return;
    }
    setValue("");
    onSubmitted(`「${question.title}」を提出しました。`);
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        提出するURL（https://〜）
      </label>
      <input
        ref={input}
        id={inputId}
        type="url"
        inputMode="url"
        className={styles.textInput}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        aria-describedby={error ? `${inputId}-error` : undefined}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" size="large" disabled={pending}>
        {pending ? "送信しています…" : resubmit ? "再提出する" : "提出する"}
        <span className="visually-hidden">（{question.title}）</span>
      </Button>
    </form>
  );
}
