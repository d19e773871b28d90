import { act, render, screen } from "@testing-library/react";
import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useApiMutation } from "./use-api-mutation";
import { useApiQuery } from "./use-api-query";
import { loadQueryRuntime } from "./use-query-runtime";

function Greeting({ answer }: { answer: () => Promise<string> }) {
  const query = useApiQuery({ queryKey: ["greeting"], queryFn: answer });
  if (query.error) return <p>失敗しました</p>;
  return <p>{query.data ?? "読み込み中"}</p>;
}

describe("useApiQuery", () => {
  it("is pending on the server, and the hydrating render equals it even when the runtime is already loaded", async () => {
    const answer = jest.fn(async () => "こんにちは");
    const html = renderToString(<Greeting answer={answer} />);
    expect(html).toContain("読み込み中");
    expect(answer).not.toHaveBeenCalled();

    await loadQueryRuntime();
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Greeting answer={answer} />, { onRecoverableError: recoverable });
    });
    expect(await screen.findByText("こんにちは")).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(answer).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it("before its runtime chunk is there, a query is pending and asks for the chunk; then it runs", async () => {
    // A module registry of its own, where test/setup-dom.ts has not loaded the runtime yet.
    await jest.isolateModulesAsync(async () => {
      const isolatedReact = await import("react");
      const { createRoot } = await import("react-dom/client");
      const isolatedAct = isolatedReact.act;
      const { useApiQuery: isolatedUseApiQuery } = await import("./use-api-query");
      const { loadQueryRuntime: isolatedLoad } = await import("./use-query-runtime");
      const answer = jest.fn(async () => "届きました");
      const seen: string[] = [];
      function Late() {
        const query = isolatedUseApiQuery({ queryKey: ["late"], queryFn: answer });
        seen.push(query.status);
        return isolatedReact.createElement("p", null, query.data ?? "読み込み中");
      }
      const container = document.createElement("div");
      const root = createRoot(container);
      isolatedAct(() => root.render(isolatedReact.createElement(Late)));
      expect(container.textContent).toBe("読み込み中");
      expect(answer).not.toHaveBeenCalled();
      // the render asked for the chunk: once it is there, the query runs and its answer is shown
      await isolatedAct(async () => {
        await isolatedLoad();
      });
      await isolatedAct(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(container.textContent).toBe("届きました");
      expect(answer).toHaveBeenCalledTimes(1);
      expect(seen[0]).toBe("pending");
      isolatedAct(() => root.unmount());
    });
  });

  it("shows the answer once the runtime's observer has it", async () => {
    render(<Greeting answer={async () => "また会いましたね"} />);
    expect(await screen.findByText("また会いましたね")).toBeInTheDocument();
  });
});

function Sender({ send }: { send: (text: string) => Promise<string> }) {
  const mutation = useApiMutation({ mutationFn: send });
  return (
    <button type="button" onClick={() => mutation.mutate("送信")}>
      {mutation.data ?? (mutation.isPending ? "送信中" : "送る")}
    </button>
  );
}

describe("useApiMutation", () => {
  it("sends once per call and shows the answer", async () => {
    const send = jest.fn(async (text: string) => `${text}しました`);
    render(<Sender send={send} />);
    await act(async () => screen.getByRole("button").click());
    expect(await screen.findByRole("button", { name: "送信しました" })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
