import * as React from "react";
import { act, render } from "@testing-library/react";
import { api } from "@/lib/api";
import { clearRuntimeFeatureFlags } from "@/lib/feature-flags/runtime-feature-flags";
import { SeoHead } from "./seo-head";

jest.mock("@/lib/api", () => ({ api: { getFeatureFlag: jest.fn() } }));

const getFeatureFlag = jest.mocked(api.getFeatureFlag);

function meta(selector: string): string | null {
  return document.querySelector(selector)?.getAttribute("content") ?? null;
}

const at = (pathname: string, search?: string) => ({ pathname, search });

describe("SeoHead", () => {
  beforeEach(() => {
    clearRuntimeFeatureFlags();
    getFeatureFlag.mockReset();
    getFeatureFlag.mockReturnValue(new Promise(() => undefined));
    delete process.env.GATSBY_FACEBOOK_APP_ID;
  });

  it("emits title, description, keywords, canonical, og and twitter fields with the page's own image", () => {
    render(
      <SeoHead
        location={at("/infos/terms")}
        title="利用規約"
        description="利用条件です。"
        path="/infos/terms"
        keywords={["就活", "規約"]}
        image="/images/og.png"
        imageAlt="規約の表紙"
      />,
    );
    expect(document.querySelector("title")).toHaveTextContent("利用規約 | ミライキャリア");
    expect(meta("meta[name='description']")).toBe("利用条件です。");
    expect(meta("meta[name='keywords']")).toBe("就活,規約");
    expect(document.querySelector("link[rel='canonical']")).toHaveAttribute(
      "href",
      "https://mirai-career.example/infos/terms",
    );
    expect(meta("meta[property='og:title']")).toBe("利用規約 | ミライキャリア");
    expect(meta("meta[property='og:url']")).toBe("https://mirai-career.example/infos/terms");
    expect(meta("meta[property='og:image']")).toBe("https://mirai-career.example/images/og.png");
    expect(meta("meta[property='og:image:alt']")).toBe("規約の表紙");
    expect(document.querySelector("meta[property='og:image:width']")).toBeNull();
    expect(meta("meta[property='og:site_name']")).toBe("ミライキャリア");
    expect(meta("meta[property='og:locale']")).toBe("ja_JP");
    expect(meta("meta[name='twitter:card']")).toBe("summary_large_image");
    expect(meta("meta[name='twitter:title']")).toBe("利用規約 | ミライキャリア");
    expect(meta("meta[name='twitter:image']")).toBe("https://mirai-career.example/images/og.png");
    expect(meta("meta[name='twitter:image:alt']")).toBe("規約の表紙");
    expect(document.querySelector("meta[name='robots']")).toBeNull();
    expect(document.querySelector("meta[property='fb:app_id']")).toBeNull();
    expect(document.querySelector("script[type='application/ld+json']")).toBeNull();
  });

  it("falls back to the branded 1200×630 image, and uses the display name and tagline on the home page", () => {
    process.env.GATSBY_FACEBOOK_APP_ID = "1234567890";
    render(<SeoHead location={at("/")} description="トップ" image={null} />);
    expect(document.querySelector("title")).toHaveTextContent(
      "ミライキャリア | 大学生のための新卒就活・インターンシップ情報サイト",
    );
    expect(meta("meta[property='fb:app_id']")).toBe("1234567890");
    expect(meta("meta[property='og:image']")).toBe("https://mirai-career.example/og/default.png");
    expect(meta("meta[property='og:image:width']")).toBe("1200");
    expect(meta("meta[property='og:image:height']")).toBe("630");
    expect(meta("meta[property='og:image:alt']")).toBe(
      "ミライキャリア | 大学生のための新卒就活・インターンシップ情報サイト",
    );
    expect(document.querySelector("link[rel='canonical']")).toHaveAttribute("href", "https://mirai-career.example/");
  });

  it("marks filtered queries noindex,nofollow, keeps the query out of the canonical and honours explicit flags", () => {
    const { unmount } = render(
      <SeoHead location={at("/events/seminar", "?sort=start_at")} title="イベント" description="一覧" />,
    );
    expect(meta("meta[name='robots']")).toBe("noindex,nofollow");
    expect(document.querySelector("link[rel='canonical']")).toHaveAttribute(
      "href",
      "https://mirai-career.example/events/seminar",
    );
    unmount();
    render(
      <SeoHead
        location={at("/events/seminar", "?page=2")}
        title="イベント"
        description="一覧"
        path="/events/seminar?page=2#top"
        noindex
      />,
    );
    expect(meta("meta[name='robots']")).toBe("noindex");
    expect(document.querySelector("link[rel='canonical']")).toHaveAttribute(
      "href",
      "https://mirai-career.example/events/seminar",
    );
  });

  it("reads the query from the browser when Gatsby gives the Head the pathname only", () => {
    window.history.replaceState(null, "", "/companies?prefectures[]=13");
    render(<SeoHead location={{ pathname: "/companies" }} title="企業" description="一覧" />);
    expect(meta("meta[name='robots']")).toBe("noindex,nofollow");
    window.history.replaceState(null, "", "/");
  });

  it("writes the nodes and the breadcrumbs as one JSON-LD graph that cannot close its script", () => {
    render(
      <SeoHead
        location={at("/companies/1")}
        title="会社"
        description="説明"
        jsonLd={[{ "@type": "Organization", name: "</script><b>" }]}
        breadcrumbs={[
          { name: "ホーム", path: "/" },
          { name: "会社", path: "/companies/1" },
        ]}
      />,
    );
    const script = document.querySelector("script[type='application/ld+json']");
    expect(script?.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script?.textContent ?? "null")).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Organization", name: "</script><b>" },
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "ホーム", item: "https://mirai-career.example/" },
            { "@type": "ListItem", position: 2, name: "会社", item: "https://mirai-career.example/companies/1" },
          ],
        },
      ],
    });
  });

  it("updates the document title and the fallback image when the run-time flag changes the display name", async () => {
    let resolve!: (value: { enabled: boolean }) => void;
    getFeatureFlag.mockReturnValue(new Promise((res) => (resolve = res)));
    render(<SeoHead location={at("/infos/terms")} title="利用規約" description="利用条件です。" />);
    await act(async () => resolve({ enabled: false }));
    expect(document.title).toBe("利用規約 | ミライ就活");
    expect(meta("meta[property='og:site_name']")).toBe("ミライ就活");
    expect(meta("meta[property='og:image']")).toBe("https://mirai-career.example/og/default-legacy.png");
  });
});
