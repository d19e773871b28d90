import {
  attendeeReviewErrors,
  ATTENDEE_REVIEW_BODY_MAX_LENGTH,
  ATTENDEE_REVIEW_TITLE_MAX_LENGTH,
} from "./attendee-review-rules";

const full = { overall: 4, content: 3, staff: 5, usefulness: 2 };
const body50 = "あ".repeat(50);

describe("attendeeReviewErrors", () => {
  it("accepts every axis chosen, a title and a body of 50 characters", () => {
    expect(attendeeReviewErrors({ ratings: full, title: "学びの多い一日", body: body50 })).toEqual([]);
  });

  it("names each unchosen or out-of-range axis in form order", () => {
    const errors = attendeeReviewErrors({
      ratings: { overall: null, content: 0, staff: 6, usefulness: 2.5 },
      title: "題",
      body: body50,
    });
    expect(errors).toEqual([
      { field: "ratings.overall", message: "総合評価を5段階で選んでください" },
      { field: "ratings.content", message: "内容の充実度を5段階で選んでください" },
      { field: "ratings.staff", message: "社員の対応を5段階で選んでください" },
      { field: "ratings.usefulness", message: "企業理解への役立ち度を5段階で選んでください" },
    ]);
  });

  it("requires a title of at most 40 characters, blanks not counting", () => {
    expect(attendeeReviewErrors({ ratings: full, title: "　 ", body: body50 })).toEqual([
      { field: "title", message: "タイトルを入力してください" },
    ]);
    expect(
      attendeeReviewErrors({ ratings: full, title: "題".repeat(ATTENDEE_REVIEW_TITLE_MAX_LENGTH), body: body50 }),
    ).toEqual([]);
    expect(
      attendeeReviewErrors({ ratings: full, title: "題".repeat(ATTENDEE_REVIEW_TITLE_MAX_LENGTH + 1), body: body50 })[0]
        ?.message,
    ).toBe("タイトルは40文字以内で入力してください");
  });

  it("counts the body in characters as a reader does (an emoji is one) between 50 and 2000", () => {
    expect(attendeeReviewErrors({ ratings: full, title: "題", body: "" })[0]?.message).toBe("本文を入力してください");
    expect(attendeeReviewErrors({ ratings: full, title: "題", body: "😀".repeat(49) })[0]?.message).toBe(
      "本文は50文字以上で入力してください（いま49文字）",
    );
    expect(attendeeReviewErrors({ ratings: full, title: "題", body: "😀".repeat(50) })).toEqual([]);
    expect(
      attendeeReviewErrors({ ratings: full, title: "題", body: "あ".repeat(ATTENDEE_REVIEW_BODY_MAX_LENGTH + 1) })[0]
        ?.message,
    ).toBe("本文は2000文字以内で入力してください（いま2001文字）");
  });
});
