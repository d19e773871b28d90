import * as React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { replaceRenderer } from "./gatsby-ssr";

const paragraphs = Array.from({ length: 60 }, (_, index) =>
  React.createElement("p", { key: index }, `第${index + 1}条 本サービスの利用条件を定めます。ミライキャリア—新卒就活`),
);
const page = React.createElement(React.Suspense, { fallback: null }, React.createElement("main", null, paragraphs));

function renderWithReactDefaults(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        output += chunk.toString();
        next();
      },
      final(done) {
        resolve(output);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

async function renderThroughGatsbyApi(element: React.ReactElement): Promise<string> {
  const replaceBodyHTMLString = jest.fn();
  await replaceRenderer!({ bodyComponent: element, replaceBodyHTMLString } as never, {} as never);
  expect(replaceBodyHTMLString).toHaveBeenCalledTimes(1);
  return replaceBodyHTMLString.mock.calls[0][0] as string;
}

describe("replaceRenderer", () => {
  it("reproduces React 18's NUL bytes with plain streaming (the reason for replaceRenderer)", async () => {
    expect(await renderWithReactDefaults(page)).toContain("\u0000");
  });

  it("renders the same markup without NUL bytes", async () => {
    const html = await renderThroughGatsbyApi(page);
    expect(html).not.toContain("\u0000");
    expect(html).toBe((await renderWithReactDefaults(page)).replaceAll("\u0000", ""));
    expect(html).toContain("第60条 本サービスの利用条件を定めます。ミライキャリア—新卒就活");
  });
});
