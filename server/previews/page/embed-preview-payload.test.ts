import type { PreviewPayload } from "../../../core/events/preview-payload";
import { embedPreviewPayload, serializeForScriptElement } from "./embed-preview-payload";

describe("embedPreviewPayload", () => {
  const payload = {
    event: { db_id: 1, title: "</script><script>alert(1)</script> <!-- \u2028" },
    reading: "a",
  } as unknown as PreviewPayload;

  it("puts the payload in a JSON script element just before </body>, which no text in it can close", () => {
    const html = embedPreviewPayload('<html><body><div id="___gatsby"></div></body></html>', payload);
    expect(html).toMatch(
      /^<html><body><div id="___gatsby"><\/div><script type="application\/json" id="mirai-preview-event">[^<]*<\/script><\/body><\/html>$/,
    );
    const json = /<script[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(payload);
  });

  it("escapes < and the JavaScript line separators, and nothing else", () => {
    expect(serializeForScriptElement({ a: "<b>\u2028\u2029" })).toBe('{"a":"\\u003cb>\\u2028\\u2029"}');
  });

  it("refuses a shell without </body>", () => {
    expect(() => embedPreviewPayload("<html>", payload)).toThrow(/<\/body>/);
  });
});
