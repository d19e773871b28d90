import * as React from "react";
import { render, screen } from "@testing-library/react";
import PrivacyPage from "./privacy";

describe("/infos/privacy: what the tag manager, analytics, error reporting and monitoring collect, and how to refuse", () => {
  it("names each service, what it collects and that input is masked, before any of them loads", () => {
    render(<PrivacyPage />);
    const cookies = screen.getByRole("heading", { name: "7. Cookie等の利用" }).closest("section") ?? document.body;
    const text = cookies.textContent ?? "";
    expect(text).toContain("Google タグマネージャー");
    expect(text).toContain("Google アナリティクス");
    expect(text).toContain("アクセス解析は本番環境でのみ動作します");
    expect(text).toContain("エラー監視（Sentry）");
    expect(text).toContain("表示性能の監視（Datadog RUM）");
    expect(text).toContain("フォームへの入力内容はすべて伏せ字（マスク）にされ、送信されません");
    expect(text).toContain("ページの表示が終わった後に読み込み");
  });

  it("says how to refuse: the opt-out add-on, the browser's cookie setting, tracking prevention", () => {
    render(<PrivacyPage />);
    expect(screen.getByRole("link", { name: /Google アナリティクス オプトアウト アドオン/ })).toHaveAttribute(
      "href",
      "https://tools.google.com/dlpage/gaoptout?hl=ja",
    );
    expect(document.body.textContent).toContain("ブラウザの設定でCookieを無効にすることで止まります");
    expect(document.body.textContent).toContain("トラッキング防止機能やコンテンツブロッカー");
    expect(screen.getAllByRole("link", { name: "電気通信事業法に基づく公表事項" }).length).toBeGreaterThan(0);
  });
});
