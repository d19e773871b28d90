import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { chooseEncoding, compressor } from "./compress-response";

const html = { contentType: "text/html; charset=utf-8" };

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, as the request accepts them", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", html)).toBe("br");
    expect(chooseEncoding("gzip, deflate", html)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8", html)).toBe("gzip");
    expect(chooseEncoding("identity", html)).toBeNull();
    expect(chooseEncoding(undefined, html)).toBeNull();
  });

  it("compresses text, scripts, JSON and SVG, never images, fonts, encoded or tiny answers", () => {
    for (const contentType of [
      "text/css",
      "text/javascript; charset=utf-8",
      "application/javascript",
      "application/json",
      "image/svg+xml",
      "application/ld+json",
    ]) {
      expect([contentType, chooseEncoding("br", { contentType })]).toEqual([contentType, "br"]);
    }
    for (const contentType of ["image/webp", "image/png", "font/woff2", "video/mp4", "application/octet-stream"]) {
      expect([contentType, chooseEncoding("br", { contentType })]).toEqual([contentType, null]);
    }
    expect(chooseEncoding("br", { ...html, contentEncoding: "gzip" })).toBeNull();
    expect(chooseEncoding("br", { ...html, contentLength: "200" })).toBeNull();
    expect(chooseEncoding("br", { ...html, contentLength: "5000" })).toBe("br");
    expect(chooseEncoding("br", {})).toBeNull();
  });
});

describe("compressor", () => {
  it("writes what the browser decodes back to the same bytes", async () => {
    const text = "ミライキャリア ".repeat(500);
    const br = await buffer(Readable.from([Buffer.from(text)]).pipe(compressor("br")));
    const gzip = await buffer(Readable.from([Buffer.from(text)]).pipe(compressor("gzip")));
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(br.length).toBeLessThan(Buffer.byteLength(text) / 10);
  });
});
