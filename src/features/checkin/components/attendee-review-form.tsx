import * as React from "react";
import { Button } from "@/components/button";
import type { AttendeeReviewBody, AttendeeReviewResponse } from "@core/api/attendee-reviews";
import type { EventHostCompany } from "@core/api/event-list";
import {
  ATTENDEE_REVIEW_BODY_MAX_LENGTH,
  ATTENDEE_REVIEW_BODY_MIN_LENGTH,
  ATTENDEE_REVIEW_TITLE_MAX_LENGTH,
  attendeeReviewErrors,
  type AttendeeReviewField,
} from "@core/checkin/attendee-review-rules";
import { eventReviewAxes, type EventReviewAxis } from "@core/reviews";
import { ResponseError } from "@/lib/api/errors";
import * as styles from "./checkin.module.css";

export type AttendeeReviewFormProps = {
  /** the companies the student may still review (at least one) */
  companies: EventHostCompany[];
  submit: (body: AttendeeReviewBody) => Promise<AttendeeReviewResponse>;
  onPosted: (company: EventHostCompany, review: AttendeeReviewResponse["review"]) => void;
  /** 403 not_attended: the page explains it */
  onNotAttended: () => void;
  /** 409 already_reviewed (posted from another tab): the page reloads the companies */
  onAlreadyReviewed: () => void;
};

type Ratings = Record<EventReviewAxis, number | null>;
type Errors = Partial<Record<AttendeeReviewField | "company_id" | "form", string>>;

// a zero-width space after とても: with keep-all (CSS) narrow steps break there and nowhere else
const RATING_WORDS = ["", "とても\u200b不満", "不満", "ふつう", "満足", "とても\u200b満足"] as const;
const noRatings: Ratings = { overall: null, content: null, staff: null, usefulness: null };
const charCount = (text: string) => Array.from(text.trim()).length;

/**
 * The review form: the company (radio buttons), a 5-step rating per event-review axis, a title and a body. It checks
 * the rules the API checks (attendeeReviewErrors) before sending, shows each message under its field and moves the
 * focus to the first one.
 */
export function AttendeeReviewForm({
  companies,
  submit,
  onPosted,
  onNotAttended,
  onAlreadyReviewed,
}: AttendeeReviewFormProps) {
  const [companyId, setCompanyId] = React.useState<number | null>(companies.length === 1 ? companies[0]!.id : null);
  const [ratings, setRatings] = React.useState<Ratings>(noRatings);
  const [title, setTitle] = React.useState("");
  const [body, setBody] = React.useState("");
  const [errors, setErrors] = React.useState<Errors>({});
  const [sending, setSending] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const id = React.useId();

  const focusFirstError = () => {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-error-target='true']")?.focus(),
    );
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Errors = {};
    if (companyId === null) found.company_id = "体験記を書く企業を選んでください";
    for (const error of attendeeReviewErrors({ ratings, title, body })) found[error.field] ??= error.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || companyId === null) {
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      const { review } = await submit({ company_id: companyId, ratings, title, body });
      onPosted(companies.find((company) => company.id === companyId)!, review);
    } catch (error) {
      setSending(false);
      if (error instanceof ResponseError && error.status === 403) return onNotAttended();
      if (error instanceof ResponseError && error.status === 409) return onAlreadyReviewed();
      if (error instanceof ResponseError && error.status === 400) {
        setErrors({ form: "入力内容を確認してください。この企業の体験記は書けない可能性があります。" });
      } else {
        setErrors({ form: "投稿できませんでした。通信環境をご確認のうえ、もう一度お試しください。" });
      }
    }
  };

  const companyError = errors.company_id;
  return (
    <form ref={formRef} className={styles.reviewForm} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <fieldset className={styles.fieldset} aria-describedby={companyError ? `${id}-company-error` : undefined}>
        <legend className={styles.legend}>
          企業<span className={styles.required}>必須</span>
        </legend>
        <div className={styles.choices}>
          {companies.map((company, index) => (
            <label key={company.id} className={styles.choice}>
              <input
                type="radio"
                name="company_id"
                value={company.id}
                checked={companyId === company.id}
                onChange={() => setCompanyId(company.id)}
                data-error-target={companyError && index === 0 ? "true" : undefined}
              />
              {company.name}
            </label>
          ))}
        </div>
        {companyError && (
          <p id={`${id}-company-error`} className={styles.fieldError}>
            {companyError}
          </p>
        )}
      </fieldset>

      {eventReviewAxes.map((axis) => {
        const error = errors[`ratings.${axis.key}`];
        const errorId = `${id}-${axis.key}-error`;
        return (
          <fieldset key={axis.key} className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
            <legend className={styles.legend}>
              {axis.label}
              <span className={styles.required}>必須</span>
            </legend>
            <div className={styles.ratingChoices}>
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className={styles.ratingChoice}>
                  <input
                    type="radio"
                    name={`rating-${axis.key}`}
                    value={value}
                    checked={ratings[axis.key] === value}
                    onChange={() => setRatings((current) => ({ ...current, [axis.key]: value }))}
                    data-error-target={error && value === 1 ? "true" : undefined}
                  />
                  <span className={styles.ratingValue}>
                    <span aria-hidden="true">★</span>
                    {value}
                  </span>{" "}
                  <span className={styles.ratingWord}>{RATING_WORDS[value]}</span>
                </label>
              ))}
            </div>
            {error && (
              <p id={errorId} className={styles.fieldError}>
                {error}
              </p>
            )}
          </fieldset>
        );
      })}

      <TextInput
        id={`${id}-title`}
        label="タイトル"
        hint={`${ATTENDEE_REVIEW_TITLE_MAX_LENGTH}文字以内（いま${charCount(title)}文字）`}
        error={errors.title}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            autoComplete="off"
          />
        )}
      </TextInput>
      <TextInput
        id={`${id}-body`}
        label="本文"
        hint={`${ATTENDEE_REVIEW_BODY_MIN_LENGTH}〜${ATTENDEE_REVIEW_BODY_MAX_LENGTH}文字（いま${charCount(body)}文字）。内容、社員の対応、参加して分かったことなど。個人が特定される情報は書かないでください。`}
        error={errors.body}
      >
        {(props) => <textarea {...props} rows={8} value={body} onChange={(event) => setBody(event.target.value)} />}
      </TextInput>

      {errors.form && (
        <p role="alert" className={styles.fieldError}>
          {errors.form}
        </p>
      )}
      <div className={styles.pageActions}>
        <Button type="submit" variant="primary" size="large" disabled={sending}>
          {sending ? "送信しています…" : "体験記を投稿する"}
        </Button>
      </div>
    </form>
  );
}

type FieldProps = {
  id: string;
  className: string;
  "aria-describedby": string;
  "aria-invalid"?: true;
  "aria-required": true;
};

/** A labelled text field whose hint and error are linked with aria-describedby. */
function TextInput({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  children: (props: FieldProps) => React.ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.legend}>
        {label}
        <span className={styles.required}>必須</span>
      </label>
      {children({
        id,
        className: styles.textInput ?? "",
        "aria-describedby": error ? `${id}-error ${id}-hint` : `${id}-hint`,
        "aria-invalid": error ? true : undefined,
        "aria-required": true,
      })}
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
