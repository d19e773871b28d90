import { announcementFor, focusPageHeading, moveFocusAfterRouteUpdate, shouldMoveFocus } from "./route-focus";

function page(mainHtml: string, title = "イベント一覧 | ミライキャリア") {
  document.title = title;
  document.body.innerHTML = `<header><a href="/events/seminar" id="nav">説明会</a></header><main id="main" tabindex="-1">${mainHtml}</main><div id="gatsby-announcer" aria-live="assertive">Navigated to x</div>`;
}

describe("route focus", () => {
  it("moves only when the path changed after the first load (not for a query or hash of the same page)", () => {
    expect(shouldMoveFocus({ pathname: "/events/seminar" }, null)).toBe(false);
    expect(shouldMoveFocus({ pathname: "/events/seminar" }, undefined)).toBe(false);
    expect(shouldMoveFocus({ pathname: "/events/seminar" }, { pathname: "/events/seminar" })).toBe(false);
    expect(shouldMoveFocus({ pathname: "/events/seminar" }, { pathname: "/" })).toBe(true);
  });

  it("focuses the page's h1 out of the tab order and announces the title in Japanese", () => {
    page("<h1>説明会・セミナー</h1><p>本文</p>");
    document.getElementById("nav")!.focus();
    focusPageHeading(document);
    const heading = document.querySelector("h1")!;
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(document.getElementById("gatsby-announcer")).toHaveTextContent(
      "イベント一覧 | ミライキャリアに移動しました",
    );
  });

  it("leaves the focus where the new page put it inside its main region", () => {
    page('<h1>学校情報の入力</h1><input id="school" aria-label="学校名">');
    document.getElementById("school")!.focus();
    focusPageHeading(document);
    expect(document.getElementById("school")).toHaveFocus();
  });

  it("keeps a heading's own tabindex and announces the h1 when the document has no title", () => {
    page('<h1 tabindex="0">見出し</h1>', "");
    focusPageHeading(document);
    expect(document.querySelector("h1")).toHaveAttribute("tabindex", "0");
    expect(document.getElementById("gatsby-announcer")).toHaveTextContent("見出しに移動しました");
    expect(announcementFor("", null)).toBe("ページを移動しました");
  });

  it("says the title once Gatsby's Head has put it in, when it was still missing at the focus move", async () => {
    page('<h1 id="h">利用規約</h1>', "");
    document.head.querySelectorAll("title").forEach((element) => element.remove());
    focusPageHeading(document);
    expect(document.getElementById("gatsby-announcer")!.textContent).toBe("利用規約に移動しました");
    const title = document.createElement("title");
    title.textContent = "利用規約 | ミライキャリア";
    document.head.appendChild(title);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById("gatsby-announcer")!.textContent).toBe("利用規約 | ミライキャリアに移動しました");
  });

  it("waits two frames after the update (after Gatsby's announcer) before it moves", () => {
    page("<h1>企業一覧</h1>");
    const frames: FrameRequestCallback[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      document,
    } as unknown as Window;
    moveFocusAfterRouteUpdate(win, { pathname: "/companies" }, { pathname: "/" });
    frames.shift()!(0);
    expect(document.querySelector("h1")).not.toHaveFocus();
    frames.shift()!(0);
    expect(document.querySelector("h1")).toHaveFocus();
  });
});
