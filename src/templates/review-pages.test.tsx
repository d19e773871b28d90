import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { navigate, type PageProps } from "gatsby";
import * as React from "react";
import type { ReviewSummary } from "@core/api/reviews";
import type {
  ReviewDetailPageContext,
  ReviewListPageContext,
  ReviewsIndexContext,
} from "@core/review-pages/review-page-data";
import ReviewDetailTemplate from "./review-detail";
import ReviewListTemplate from "./review-list";
import ReviewsIndexTemplate from "./reviews-index";
import { answerApiGets, type ApiGetAnswer } from "@/lib/api/api-gets-in-tests";

// GET /api/v1/reviews: answered by `fetchReviews(client, query, signal)` as each test sets it
const fetchReviews: ApiGetAnswer = jest.fn();
beforeEach(() => answerApiGets("/api/v1/reviews", fetchReviews));

const company = { id: 3, name: "株式会社ミライテック", initial_char: "ミ", square_logo_url: null };

const listItem = {
  id: 41,
  path: "/companies/3/reviews/41",
  phase: "internship" as const,
  graduate_year: 2027,
  ratings: { overall: 4, atmosphere: 5, growth: 4, welfare: 3, selection: 2 },
  title: "若手に任せる社風でした",
  excerpt: "実務に近い課題で…",
  helpful_count: 12,
  created_at: "2026-03-31T15:30:00.000Z",
  event: null,
  attended: false,
};

function props<C>(pageContext: C, pathname = "/", search = "") {
  return { pageContext, location: { pathname, search } } as unknown as PageProps<object, C>;
}

describe("review list template", () => {
  beforeEach(() => {
    jest.mocked(fetchReviews).mockReset();
    jest.mocked(fetchReviews).mockResolvedValue({ reviews: [], total_counts: 0 });
  });

  const context: ReviewListPageContext = {
    kind: "company",
    company,
    summary: {
      count: 12,
      averages: { overall: 3.8, atmosphere: 4.1, growth: 3.5, welfare: 3, selection: 4 },
      phase_counts: { selection: 5, internship: 6, seminar: 1 },
    },
    reviews: [listItem],
    page: 2,
    totalPages: 2,
  };

  it("shows the company, the summary, each review with accessible ratings and real page links", () => {
    render(<ReviewListTemplate {...props(context, "/companies/3/reviews/page-2")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "株式会社ミライテックの企業クチコミ（2ページ目）",
    );
    expect(screen.getByRole("link", { name: "株式会社ミライテックの企業ページへ" })).toHaveAttribute(
      "href",
      "/companies/3",
    );
    expect(screen.getByRole("img", { name: "社風・雰囲気 4.1 / 5" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "選考段階ごとの件数" })).toHaveTextContent(
      "本選考 5件インターンシップ 6件説明会・セミナー 1件",
    );
    const card = screen.getByRole("article");
    expect(within(card).getByRole("link", { name: "若手に任せる社風でした" })).toHaveAttribute(
      "href",
      "/companies/3/reviews/41",
    );
    expect(within(card).getByRole("img", { name: "総合評価 4 / 5" })).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "選考の納得感 2 / 5" })).toBeInTheDocument();
    expect(within(card).getByText("インターンシップ")).toBeInTheDocument();
    expect(within(card).getByText("27卒")).toBeInTheDocument();
    expect(within(card).getByText("2026年4月1日")).toHaveAttribute("datetime", "2026-04-01T00:30:00+09:00");
    expect(within(card).getByText("参考になった 12人")).toBeInTheDocument();
    expect(within(card).queryByText("参加者の体験記")).not.toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "ページ送り" });
    expect(within(pages).getByRole("link", { name: "前へ" })).toHaveAttribute("href", "/companies/3/reviews");
    expect(screen.getByRole("link", { name: "企業クチコミ" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "イベントクチコミ" })).toHaveAttribute(
      "href",
      "/companies/3/event_reviews",
    );
  });

  it("shows an empty state for a company without reviews", async () => {
    render(
      <ReviewListTemplate
        {...props({
          ...context,
          kind: "event",
          summary: { count: 0, averages: {}, phase_counts: null },
          reviews: [],
          page: 1,
          totalPages: 1,
        })}
      />,
    );
    expect(screen.getByText("株式会社ミライテックのイベントクチコミはまだありません。")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "ページ送り" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "評価の平均" })).not.toBeInTheDocument();
    // page 1 of the event reviews asks for reviews posted since the build; there are none, the empty state stays
    await waitFor(() =>
      expect(fetchReviews).toHaveBeenCalledWith(
        expect.anything(),
        { kind: "event", company_id: 3, per: 10 },
        expect.any(AbortSignal),
      ),
    );
    expect(screen.getByText("株式会社ミライテックのイベントクチコミはまだありません。")).toBeInTheDocument();
  });

  it("puts event reviews posted since the build first on page 1, unlinked until their page is built, attendees marked", async () => {
    const eventItem = {
      ...listItem,
      id: 50,
      path: "/companies/3/event_reviews/50",
      phase: null,
      title: "ビルド時のクチコミ",
      ratings: { overall: 4, content: 4, staff: 4, usefulness: 4 },
      created_at: "2026-06-01T03:00:00.000Z",
      event: {
        id: 10,
        title: "夏のインターンシップ",
        category_label: "インターンシップ",
        path: "/events/internship/10",
      },
    };
    const posted: ReviewSummary = {
      id: 51,
      kind: "event",
      company: { id: 3, name: "株式会社ミライテック", initial_char: "ミ", square_logo: null, business_category_id: 3 },
      phase: null,
      graduate_year: 2028,
      ratings: { overall: 5, content: 5, staff: 4, usefulness: 5 },
      title: "当日参加しました",
      excerpt: "グループワークの講評が丁寧でした。",
      helpful_count: 0,
      created_at: "2026-06-12T00:00:00.000Z",
      path: "/companies/3/event_reviews/51",
      attended: true,
    };
    jest.mocked(fetchReviews).mockResolvedValue({
      reviews: [posted, { ...posted, ...eventItem, kind: "event", attended: false }],
      total_counts: 2,
    });
    const eventContext = {
      ...context,
      kind: "event" as const,
      summary: { count: 1, averages: {}, phase_counts: null },
      reviews: [eventItem],
      page: 1,
      totalPages: 1,
    };
    render(<ReviewListTemplate {...props(eventContext, "/companies/3/event_reviews")} />);
    // as prerendered first
    expect(screen.getAllByRole("article")).toHaveLength(1);
    const fresh = await screen.findByRole("heading", { name: "当日参加しました" });
    const [first, second] = screen.getAllByRole("article");
    expect(first).toContainElement(fresh);
    expect(within(first!).queryByRole("link")).not.toBeInTheDocument();
    expect(within(first!).getByText("グループワークの講評が丁寧でした。")).toBeInTheDocument();
    expect(within(first!).getByText("参加者の体験記")).toHaveAttribute("title", "イベントに出席した学生の投稿");
    expect(within(first!).getByText("新着のクチコミです。全文のページは近日中に公開されます。")).toBeInTheDocument();
    expect(within(second!).getByRole("link", { name: "ビルド時のクチコミ" })).toHaveAttribute(
      "href",
      "/companies/3/event_reviews/50",
    );
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("asks for nothing on company reviews and on later pages", () => {
    render(<ReviewListTemplate {...props({ ...context, page: 1, totalPages: 2 })} />);
    render(
      <ReviewListTemplate
        {...props({ ...context, kind: "event", summary: { count: 12, averages: {}, phase_counts: null } })}
      />,
    );
    expect(fetchReviews).not.toHaveBeenCalled();
  });

  it("marks an attendee's event review 参加者の体験記, in text with its meaning, and only that one", () => {
    const eventItem = {
      ...listItem,
      phase: null,
      ratings: { overall: 5, content: 5, staff: 4, usefulness: 3 },
      event: {
        id: 10,
        title: "夏のインターンシップ",
        category_label: "インターンシップ",
        path: "/events/internship/10",
      },
    };
    const reviews = [
      { ...eventItem, id: 51, path: "/companies/3/event_reviews/51", title: "参加して分かったこと", attended: true },
      { ...eventItem, id: 50, path: "/companies/3/event_reviews/50", title: "聞いた話です", attended: false },
    ];
    render(
      <ReviewListTemplate
        {...props({
          ...context,
          kind: "event",
          summary: { count: 2, averages: {}, phase_counts: null },
          reviews,
          page: 2,
        })}
      />,
    );
    const [attended, other] = screen.getAllByRole("article");
    const badge = within(attended!).getByText("参加者の体験記");
    expect(badge).toHaveAttribute("title", "イベントに出席した学生の投稿");
    expect(badge).toHaveTextContent("参加者の体験記（イベントに出席した学生の投稿）");
    expect(within(other!).queryByText("参加者の体験記")).not.toBeInTheDocument();
  });
});

describe("review detail template", () => {
  const context: ReviewDetailPageContext = {
    kind: "event",
    company,
    review: {
      id: 8,
      phase: null,
      graduate_year: 2026,
      ratings: { overall: 5, content: 5, staff: 4, usefulness: 3 },
      title: "実務に近い課題でした",
      body: "グループワーク中心でした。\n社員の方の講評が丁寧でした。",
      helpful_count: 0,
      created_at: "2026-06-01T03:00:00.000Z",
      event: {
        id: 10,
        title: "夏のインターンシップ",
        category_label: "インターンシップ",
        path: "/events/internship/10",
      },
      attended: false,
    },
    newer: { path: "/companies/3/event_reviews/9", title: "新しい方" },
    older: null,
  };

  it("shows the full review, its event, its ratings and the neighbouring review", () => {
    render(<ReviewDetailTemplate {...props(context)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("実務に近い課題でした");
    expect(screen.getByText(/社員の方の講評が丁寧でした。/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "夏のインターンシップ" })).toHaveAttribute("href", "/events/internship/10");
    expect(screen.getByRole("img", { name: "企業理解への役立ち度 3 / 5" })).toBeInTheDocument();
    expect(screen.getByText("イベントクチコミ", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /新しい方/ })).toHaveAttribute("href", "/companies/3/event_reviews/9");
    expect(screen.queryByText(/古いクチコミ/)).not.toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "パンくずリスト" });
    expect(within(crumbs).getByRole("link", { name: "イベントクチコミ" })).toHaveAttribute(
      "href",
      "/companies/3/event_reviews",
    );
    expect(screen.queryByText("参加者の体験記")).not.toBeInTheDocument();
  });

  it("marks an attendee's review 参加者の体験記", () => {
    render(<ReviewDetailTemplate {...props({ ...context, review: { ...context.review, attended: true } })} />);
    const badge = within(screen.getByRole("article")).getByText("参加者の体験記");
    expect(badge).toHaveAttribute("title", "イベントに出席した学生の投稿");
    expect(badge).toHaveTextContent("（イベントに出席した学生の投稿）");
  });

  it("names an event without a public page without linking it", () => {
    const event = { ...context.review.event!, path: null };
    render(<ReviewDetailTemplate {...props({ ...context, review: { ...context.review, event } })} />);
    expect(screen.getByText(/夏のインターンシップ/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "夏のインターンシップ" })).not.toBeInTheDocument();
  });
});

describe("reviews index template", () => {
  const summary = (id: number, title: string): ReviewSummary => ({
    id,
    kind: "company",
    company: { id: 3, name: "株式会社ミライテック", initial_char: "ミ", square_logo: null, business_category_id: 3 },
    phase: "selection",
    graduate_year: 2027,
    ratings: { overall: 4, atmosphere: 4, growth: 4, welfare: 4, selection: 4 },
    title,
    excerpt: "本文",
    helpful_count: 1,
    created_at: "2026-06-01T03:00:00.000Z",
    path: `/companies/3/reviews/${id}`,
    attended: false,
  });
  const context: ReviewsIndexContext = {
    newest: [summary(1, "新着のクチコミ")],
    helpful: [summary(2, "参考になったクチコミ本文")],
    businessCategories: [
      { id: 3, name: "IT・通信" },
      { id: 5, name: "商社" },
    ],
  };

  beforeEach(() => {
    jest.mocked(fetchReviews).mockReset();
    jest.mocked(navigate).mockReset();
  });

  it("shows the prerendered sections without a query and applies filters through the URL", () => {
    render(<ReviewsIndexTemplate {...props(context, "/reviews")} />);
    expect(screen.getByRole("link", { name: "新着のクチコミ" })).toHaveAttribute("href", "/companies/3/reviews/1");
    expect(screen.getByRole("link", { name: "参考になったクチコミ本文" })).toBeInTheDocument();
    expect(fetchReviews).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("業界"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("radio", { name: "イベントクチコミ" }));
    fireEvent.click(screen.getByRole("button", { name: "この条件で表示" }));
    expect(navigate).toHaveBeenCalledWith("/reviews?industry=5&kind=event");
  });

  it("keeps a choice made before hydration: the form reads what the controls show, not a copy React kept", () => {
    render(<ReviewsIndexTemplate {...props(context, "/reviews")} />);
    // Before hydration the browser changes the control without React seeing a change event.
    (screen.getByLabelText("業界") as HTMLSelectElement).value = "5";
    fireEvent.click(screen.getByRole("radio", { name: "イベントクチコミ" }));
    expect(screen.getByLabelText("業界")).toHaveValue("5");
    fireEvent.click(screen.getByRole("button", { name: "この条件で表示" }));
    expect(navigate).toHaveBeenCalledWith("/reviews?industry=5&kind=event");
  });

  it("loads both sections from the API for a filtered URL", async () => {
    jest.mocked(fetchReviews).mockImplementation(async (_client, query) => ({
      reviews: [
        summary(
          (query as { order?: string }).order === "helpful" ? 20 : 10,
          `${(query as { order?: string }).order}の結果`,
        ),
      ],
      total_counts: 7,
    }));
    render(<ReviewsIndexTemplate {...props(context, "/reviews", "?industry=3&kind=company")} />);
    expect(await screen.findByRole("link", { name: "newestの結果" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "helpfulの結果" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("IT・通信・企業クチコミで絞り込み中（7件）");
    expect(jest.mocked(fetchReviews).mock.calls.map((call) => call[1])).toEqual([
      { kind: "company", business_category_ids: [3], order: "newest", per: 10 },
      { kind: "company", business_category_ids: [3], order: "helpful", per: 10 },
    ]);
    expect(screen.getByLabelText("業界")).toHaveValue("3");
  });
});
