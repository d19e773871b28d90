import { eventReviewAxes, type EventReviewAxis } from "../reviews";

// Plain rules of an attendee's event review (参加者の体験記). The browser form checks them before sending and the
// API checks them again through the same function (core/api/attendee-reviews.ts), so both say the same words.

export const ATTENDEE_REVIEW_TITLE_MAX_LENGTH = 40;
export const ATTENDEE_REVIEW_BODY_MIN_LENGTH = 50;
export const ATTENDEE_REVIEW_BODY_MAX_LENGTH = 2000;

/** What a student writes: a rating 1–5 on each event-review axis (null until chosen), a title and a body. */
export type AttendeeReviewDraft = {
  ratings: Partial<Record<EventReviewAxis, number | null>>;
  title: string;
  body: string;
};

/** Field names of the errors: `ratings.overall`, …, `title`, `body` (the API's `invalid_parameter` parameters). */
export type AttendeeReviewField = `ratings.${EventReviewAxis}` | "title" | "body";

/** Characters as a reader counts them (an emoji or a kanji with a variation selector is one). */
function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/** Every broken rule of the draft with its Japanese message, in form order; empty when the draft can be posted. */
export function attendeeReviewErrors(
  draft: AttendeeReviewDraft,
): Array<{ field: AttendeeReviewField; message: string }> {
  const errors: Array<{ field: AttendeeReviewField; message: string }> = [];
  for (const axis of eventReviewAxes) {
    const value = draft.ratings[axis.key];
    if (value === undefined || value === null || !Number.isInteger(value) || value < 1 || value > 5) {
      errors.push({ field: `ratings.${axis.key}`, message: `${axis.label}を5段階で選んでください` });
    }
  }
  const title = characterCount(draft.title);
  if (title === 0) errors.push({ field: "title", message: "タイトルを入力してください" });
  else if (title > ATTENDEE_REVIEW_TITLE_MAX_LENGTH) {
    errors.push({ field: "title", message: `タイトルは${ATTENDEE_REVIEW_TITLE_MAX_LENGTH}文字以内で入力してください` });
  }
  const body = characterCount(draft.body);
  if (body === 0) errors.push({ field: "body", message: "本文を入力してください" });
  else if (body < ATTENDEE_REVIEW_BODY_MIN_LENGTH) {
    errors.push({
      field: "body",
      message: `本文は${ATTENDEE_REVIEW_BODY_MIN_LENGTH}文字以上で入力してください（いま${body}文字）`,
    });
  } else if (body > ATTENDEE_REVIEW_BODY_MAX_LENGTH) {
    errors.push({
      field: "body",
      message: `本文は${ATTENDEE_REVIEW_BODY_MAX_LENGTH}文字以内で入力してください（いま${body}文字）`,
    });
  }
  return errors;
}
