import * as React from "react";
import { Button } from "@/components/button";
import { apiPaths } from "@core/api-paths";
import type { EnteredScheduleResponse } from "@core/api/event-detail";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import { RESUME_MAX_BYTES, isPdfContent, resumeWindowState } from "@core/entries/resume-submission";
import { withCsrfRetry } from "@/features/auth";
import type { ApiRequester } from "@/lib/api";
import { apiPost } from "@/lib/api/api-call";
import { SUBMISSION_MESSAGES, submissionUrlProblem, WINDOW_LABELS } from "../submission-messages";
import { runSubmission } from "./submit-call";
import * as styles from "./entered-schedule.module.css";

type Resume = NonNullable<EnteredScheduleResponse["resume"]>;

function Time({ iso }: { iso: string }) {
  return <time dateTime={tokyoDateTimeAttribute(iso)}>{formatTokyoDateTime(iso)}</time>;
}

/** The first bytes of the chosen file: the page checks them as the server does (`%PDF-`), whatever the file's name. */
function readsAsPdf(file: Blob): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(isPdfContent(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error ?? new Error("the file could not be read"));
    reader.readAsArrayBuffer(file.slice(0, 5));
  });
}

/**
 * 履歴書・ES: the reception window, the status of the student's submission (with their file or URL), and, while the
 * window is open, the form the event asks for (a PDF of at most 5 MB, or an https URL). A refused submission is
 * explained in Japanese and changes nothing; an accepted one is announced and the page reads the entry again.
 */
export function ResumeSection({
  entryId,
  resume,
  nowMs,
  client,
  onSubmitted,
}: {
  entryId: number;
  resume: Resume;
  nowMs: number;
  client: ApiRequester;
  onSubmitted: (message: string) => void;
}) {
  const state = resumeWindowState(resume, nowMs);
  const submitted = resume.status === "submitted";
  return (
    <section aria-labelledby="resume-heading" className={styles.section}>
      <h2 id="resume-heading" className={styles.sectionHeading}>
        履歴書・エントリーシート
      </h2>
      <dl className={styles.facts}>
        <dt>提出方法</dt>
        <dd>{resume.format === "pdf" ? "PDFファイル（5MBまで）" : "URL（https://〜）"}</dd>
        <dt>受付開始</dt>
        <dd>{resume.reception_start_at ? <Time iso={resume.reception_start_at} /> : "受付中"}</dd>
        <dt>提出期限</dt>
        <dd>
          <Time iso={resume.submission_limit_at} />
        </dd>
        <dt>状態</dt>
        <dd>
          <span className={submitted ? styles.submitted : styles.notSubmitted} data-testid="resume-status">
            {submitted ? "提出済み" : "未提出"}
          </span>{" "}
          <span className={styles.window}>{WINDOW_LABELS[state]}</span>
        </dd>
        {submitted && (
          <>
            <dt>提出内容</dt>
            <dd>
              {resume.format === "pdf" && resume.url ? (
                <a href={resume.url} download={resume.file_name ?? "resume.pdf"}>
                  {resume.file_name ?? "提出したPDF"}をダウンロード
                </a>
              ) : resume.submitted_url ? (
                <a href={resume.submitted_url} target="_blank" rel="noopener noreferrer">
                  {resume.submitted_url}
                </a>
              ) : null}
              {resume.submitted_at && (
                <span className={styles.note}>
                  （<Time iso={resume.submitted_at} /> 提出）
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
      {state === "open" ? (
        resume.format === "pdf" ? (
          <PdfForm entryId={entryId} resubmit={submitted} client={client} onSubmitted={onSubmitted} />
        ) : (
          <ResumeUrlForm entryId={entryId} resubmit={submitted} client={client} onSubmitted={onSubmitted} />
        )
      ) : (
        <p className={styles.note}>
          {state === "before" ? "受付開始までお待ちください。" : "提出期限を過ぎたため、提出・再提出はできません。"}
        </p>
      )}
    </section>
  );
}

type FormProps = {
  entryId: number;
  resubmit: boolean;
  client: ApiRequester;
  onSubmitted: (message: string) => void;
};

function PdfForm({ entryId, resubmit, client, onSubmitted }: FormProps) {
  const input = React.useRef<HTMLInputElement>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const file = input.current?.files?.[0];
    const problem = !file
      ? SUBMISSION_MESSAGES.noFile
      : file.size > RESUME_MAX_BYTES
        ? SUBMISSION_MESSAGES.tooLarge
        : !(await readsAsPdf(file))
          ? SUBMISSION_MESSAGES.notPdf
          : null;
    if (problem || !file) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    const refused = await runSubmission(() =>
      withCsrfRetry(() =>
        apiPost(
          apiPaths.myEntryResumePdf,
          { params: { entry_id: entryId }, body: file },
          { client, headers: { "X-File-Name": encodeURIComponent(file.name) } },
        ),
      ),
    );
    setPending(false);
    if (refused) {
      setError(refused);
      input.current?.focus();
      return;
    }
    if (input.current) input.current.value = "";
    onSubmitted("履歴書・ESを提出しました。");
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="resume-file" className={styles.label}>
        PDFファイル（5MBまで）
      </label>
      <input
        ref={input}
        id="resume-file"
        name="resume"
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={error ? "resume-file-error" : undefined}
        aria-invalid={error ? true : undefined}
        onChange={() => setError(null)}
      />
      {error && (
        <p id="resume-file-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="large" disabled={pending}>
        {pending ? "送信しています…" : resubmit ? "履歴書・ESを再提出する" : "履歴書・ESを提出する"}
      </Button>
    </form>
  );
}

function ResumeUrlForm({ entryId, resubmit, client, onSubmitted }: FormProps) {
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const input = React.useRef<HTMLInputElement>(null);
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
        apiPost(apiPaths.myEntryResumeUrl, { params: { entry_id: entryId }, body: { url } }, { client }),
      ),
    );
    setPending(false);
    if (refused) {
      setError(refused);
      input.current?.focus();
      return;
    }
    setValue("");
    onSubmitted("履歴書・ESのURLを提出しました。");
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="resume-url" className={styles.label}>
        履歴書・ESのURL（https://〜）
      </label>
      <input
        ref={input}
        id="resume-url"
        type="url"
        inputMode="url"
        autoComplete="url"
        className={styles.textInput}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        aria-describedby={error ? "resume-url-error" : undefined}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p id="resume-url-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="large" disabled={pending}>
        {pending ? "送信しています…" : resubmit ? "履歴書・ESを再提出する" : "履歴書・ESを提出する"}
      </Button>
    </form>
  );
}
