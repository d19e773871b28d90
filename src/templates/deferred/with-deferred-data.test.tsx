import { render, screen } from "@testing-library/react";
import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import type { ReviewDetailPageContext } from "../../features/reviews/review-page-data";
import ReviewDetailTemplate from "../review-detail";
import DeferredReviewDetail from "./review-detail";
import { withDeferredData, type DeferredPageQueryData } from "./with-deferred-data";

type Greeting = { name: string };
const GreetingPage = ({ pageContext, pageResources }: PageProps<object, Greeting>) => (
  <h1 data-resources-context={pageResources ? JSON.stringify(pageResources.json.pageContext) : "none"}>{pageContext.name}さんのページ</h1>
);
const GreetingHead = ({ pageContext }: HeadProps<object, Greeting>) => <title>{pageContext.name}</title>;
const deferred = withDeferredData(GreetingPage, GreetingHead);

function queryData<C>(context: C): DeferredPageQueryData<C> {
  return { deferredPageData: { data: context } };
}

describe("withDeferredData", () => {
  it("renders the page from the queried data as its page context, as Gatsby's server render calls it (no pageResources)", () => {
    const props = { data: queryData({ name: "山田" }), pageContext: { dataId: "node-1" }, location: { pathname: "/x" } };
    render(<deferred.Page {...(props as unknown as PageProps<DeferredPageQueryData<Greeting>>)} />);
    expect(screen.getByRole("heading")).toHaveTextContent("山田さんのページ");
    expect(screen.getByRole("heading")).toHaveAttribute("data-resources-context", "none");
  });

  it("gives the page the queried context in pageResources too, as the browser calls it", () => {
    const props = {
      data: queryData({ name: "佐藤" }),
      pageContext: { dataId: "node-2" },
      location: { pathname: "/y" },
      pageResources: { json: { pageContext: { dataId: "node-2" }, data: queryData({ name: "佐藤" }) }, page: { path: "/y" } },
    };
    render(<deferred.Page {...(props as unknown as PageProps<DeferredPageQueryData<Greeting>>)} />);
    expect(screen.getByRole("heading")).toHaveAttribute("data-resources-context", JSON.stringify({ name: "佐藤" }));
  });

  it("renders the head from the queried data", () => {
    const props = { data: queryData({ name: "鈴木" }), pageContext: { dataId: "node-3" }, location: { pathname: "/z" } };
    const { container } = render(<deferred.Head {...(props as unknown as HeadProps<DeferredPageQueryData<Greeting>>)} />);
    expect(container.querySelector("title")).toHaveTextContent("鈴木");
  });
});

describe("deferred review detail", () => {
  const context: ReviewDetailPageContext = {
    kind: "company",
    company: { id: 3, name: "株式会社ミライテック", initial_char: "ミ", square_logo_url: null },
    review: {
      id: 41,
      phase: "internship",
      graduate_year: 2027,
      ratings: { overall: 4, atmosphere: 5, growth: 4, welfare: 3, selection: 2 },
      title: "若手に任せる社風でした",
      body: "実務に近い課題で、社員の方が丁寧にフィードバックをくださいました。",
      helpful_count: 12,
      created_at: "2026-03-31T15:30:00.000Z",
      event: null,
    },
    newer: null,
    older: { path: "/companies/3/reviews/40", title: "説明会の雰囲気" },
  };
  const location = { pathname: "/companies/3/reviews/41" };

  it("renders exactly what the prerendered template renders from the same context", () => {
    const prerendered = render(<ReviewDetailTemplate {...({ pageContext: context, location } as unknown as PageProps<object, ReviewDetailPageContext>)} />);
    const expected = prerendered.container.innerHTML;
    prerendered.unmount();
    const props = { data: queryData(context), pageContext: { dataId: "node-41" }, location };
    const { container } = render(<DeferredReviewDetail {...(props as unknown as PageProps<DeferredPageQueryData<ReviewDetailPageContext>>)} />);
    expect(container.innerHTML).toBe(expected);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("若手に任せる社風でした");
  });
});
