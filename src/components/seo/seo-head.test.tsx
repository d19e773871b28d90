import * as React from "react";
import { act, render } from "@testing-library/react";
import { api } from "../../lib/api";
import { clearRuntimeFeatureFlags } from "../../lib/feature-flags/runtime-feature-flags";
import { SeoHead } from "./seo-head";

jest.mock("../../lib/api", () => ({ api: { getFeatureFlag: jest.fn() } }));

const getFeatureFlag = jest.mocked(api.getFeatureFlag);

function meta(selector: string): string | null {
  return document.querySelector(selector)?.getAttribute("content") ?? null;
}

describe("SeoHead", () => {
  beforeEach(() => {
    clearRuntimeFeatureFlags();
    getFeatureFlag.mockReset();
    getFeatureFlag.mockReturnValue(new Promise(() => undefined));
    delete process.env.GATSBY_FACEBOOK_APP_ID;
  });

  it("emits title, description, keywords, canonical, og and twitter fields", () => {
    render(
      <SeoHead
        title="利用規約"
        description="利用条件です。"
        path="/infos/terms"
        keywords={["就活", "規約"]}
        image="/images/og.png"
      />,
    );
    expect(document.querySelector("title")).toHaveTextContent("利用規約 | ミライキャリア");
    expect(meta("meta[name='description']")).toBe("利用条件です。");
    expect(meta("meta[name='keywords']")).toBe("就活,規約");
    expect(document.querySelector("link[rel='canonical']")).toHaveAttribute("href", "https://mirai-career.example/infos/terms");
    expect(meta("meta[property='og:title']")).toBe("利用規約 | ミライキャリア");
    expect(meta("meta[property='og:url']")).toBe("https://mirai-career.example/infos/terms");
    expect(meta("meta[property='og:image']")).toBe("https://mirai-career.example/images/og.png");
    expect(meta("meta[property='og:site_name']")).toBe("ミライキャリア");
    expect(meta("meta[property='og:locale']")).toBe("ja_JP");
    expect(meta("meta[name='twitter:card']")).toBe("summary_large_image");
    expect(meta("meta[name='twitter:title']")).toBe("利用規約 | ミライキャリア");
    expect(document.querySelector("meta[name='robots']")).toBeNull();
    expect(document.querySelector("meta[property='fb:app_id']")).toBeNull();
  });

  it("uses the display name and tagline on the home page and the Facebook app id when configured", () => {
    process.env.GATSBY_FACEBOOK_APP_ID = "1234567890";
    render(<SeoHead description="トップ" path="/" />);
    expect(document.querySelector("title")).toHaveTextContent("ミライキャリア | 大学生のための新卒就活・インターンシップ情報サイト");
    expect(meta("meta[property='fb:app_id']")).toBe("1234567890");
  });

  it("marks filtered queries noindex,nofollow and honours explicit flags", () => {
    const { unmount } = render(<SeoHead title="イベント" description="一覧" path="/events/seminar" search="?sort=start_at" />);
    expect(meta("meta[name='robots']")).toBe("noindex,nofollow");
    unmount();
    render(<SeoHead title="イベント" description="一覧" path="/events/seminar" search="?page=2" noindex />);
    expect(meta("meta[name='robots']")).toBe("noindex");
  });

  it("writes structured data as JSON-LD that cannot close its script", () => {
    render(<SeoHead title="会社" description="説明" path="/companies/1" structuredData={{ "@type": "Organization", name: "</script><b>" }} />);
    const script = document.querySelector("script[type='application/ld+json']");
    expect(script?.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script?.textContent ?? "null")).toEqual({ "@type": "Organization", name: "</script><b>" });
  });

  it("updates the document title when the run-time flag changes the display name", async () => {
    let resolve!: (value: { enabled: boolean }) => void;
    getFeatureFlag.mockReturnValue(new Promise((res) => (resolve = res)));
    render(<SeoHead title="利用規約" description="利用条件です。" path="/infos/terms" />);
    await act(async () => resolve({ enabled: false }));
    expect(document.title).toBe("利用規約 | ミライ就活");
    expect(meta("meta[property='og:site_name']")).toBe("ミライ就活");
  });
});
