import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseByteRange, serveMediaWithRanges } from "./media-range";

describe("parseByteRange", () => {
  it.each([
    [undefined, null],
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=0-1,5-6", null],
    ["items=0-1", null],
  ])("%s of 1000 bytes → %j", (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});

describe("serveMediaWithRanges", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "media-range-"));
  writeFileSync(path.join(publicDir, "clip.mp4"), Buffer.from("0123456789"));
  const server = http.createServer(async (req, res) => {
    if (!(await serveMediaWithRanges(req, res, publicDir))) {
      res.writeHead(418);
      res.end();
    }
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("answers a range with 206 and the bytes, and the whole file with 200, both seekable", async () => {
    const partial = await fetch(`${base}/clip.mp4`, { headers: { Range: "bytes=2-5" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await partial.text()).toBe("2345");
    const whole = await fetch(`${base}/clip.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(await whole.text()).toBe("0123456789");
  });

  it("answers 416 beyond the end and leaves other paths, missing files and escapes to the rest of the chain", async () => {
    expect((await fetch(`${base}/clip.mp4`, { headers: { Range: "bytes=20-" } })).status).toBe(416);
    expect((await fetch(`${base}/missing.mp4`)).status).toBe(418);
    expect((await fetch(`${base}/index.html`)).status).toBe(418);
    expect((await fetch(`${base}/..%2Fclip.mp4`)).status).toBe(418);
  });
});
