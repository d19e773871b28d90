import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReviewSummary } from "@core/api/reviews";
import { api } from "@/lib/api/default-client";
import type { ListedReview } from "./fresh-event-reviews";
import { useFreshEventReviews } from "./use-fresh-event-reviews";
import { answerApiGets, type ApiGetAnswer } from "@/lib/api/api-gets-in-tests";

// GET /api/v1/reviews: answered by `fetchReviews(client, query, signal)` as each test sets it
const fetchReviews: ApiGetAnswer = jest.fn();
beforeEach(() => answerApiGets("/api/v1/reviews", fetchReviews));

const built: ListedReview[] = [
  {
    id: 20,
    path: "/companies/3/event_reviews/20",
    phase: null,
    graduate_year: 2027,
    ratings: { overall: 4, content: 4, staff: 4, usefulness: 4 },
    title: "ビルド時",
    excerpt: "本文",
    helpful_count: 2,
    created_at: "2026-06-10T03:00:00.000Z",
    event: null,
    attended: false,
  },
];

const posted: ReviewSummary = {
  id: 21,
  kind: "event",
  company: { id: 3, name: "株式会社ミライテック", initial_char: "ミ", square_logo: null, business_category_id: 1 },
  phase: null,
  graduate_year: 2028,
  ratings: { overall: 5, content: 5, staff: 4, usefulness: 5 },
  title: "当日参加しました",
  excerpt: "講評が丁寧でした。",
  helpful_count: 0,
  created_at: "2026-06-12T00:00:00.000Z",
  path: "/companies/3/event_reviews/21",
  attended: true,
};

beforeEach(() => {
  jest.mocked(fetchReviews).mockReset();
});

describe("useFreshEventReviews", () => {
  it("first answers the built list (as prerendered), then puts the reviews posted since the build first", async () => {
    jest.mocked(fetchReviews).mockResolvedValue({
      reviews: [posted, { ...posted, id: 20, created_at: built[0]!.created_at }],
      total_counts: 2,
    });
    const { result } = renderHook(() => useFreshEventReviews(3, built, true));
    expect(result.current).toBe(built);
    await waitFor(() => expect(result.current.map((review) => review.id)).toEqual([21, 20]));
    expect(result.current[0]).toMatchObject({ id: 21, path: null, attended: true, title: "当日参加しました" });
    expect(fetchReviews).toHaveBeenCalledTimes(1);
    const [client, query, signal] = jest.mocked(fetchReviews).mock.calls[0]!;
    expect(client).toBe(api);
    expect(query).toEqual({ kind: "event", company_id: 3, per: 10 });
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it("keeps the built list when the call fails, without a word", async () => {
    const error = jest.spyOn(console, "error");
    jest.mocked(fetchReviews).mockRejectedValue(new Error("503 Service Unavailable"));
    const { result } = renderHook(() => useFreshEventReviews(3, built, true));
    expect(fetchReviews).toHaveBeenCalledTimes(1);
    // let the rejection run through the hook's handlers
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current).toBe(built);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("does not call the API where it is not enabled (other pages, company reviews)", () => {
    const { result } = renderHook(() => useFreshEventReviews(3, built, false));
    expect(fetchReviews).not.toHaveBeenCalled();
    expect(result.current).toBe(built);
  });

  it("aborts the call when the page goes away", () => {
    jest.mocked(fetchReviews).mockReturnValue(new Promise(() => undefined));
    const { unmount } = renderHook(() => useFreshEventReviews(3, built, true));
    const signal = jest.mocked(fetchReviews).mock.calls[0]![2]!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
