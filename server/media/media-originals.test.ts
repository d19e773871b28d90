import { renderSample } from "../../db/seed/media/render-sample";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { loadFunction, loadRequestHandler } from "../testing/load-function";
import { openTestMediaStore, type TestMediaStore } from "../testing/test-media-store";

const LOGO = "sample/logos/7-test.png";

let media: TestMediaStore;
let serve: (request: Request) => Promise<Response>;
let logo: Uint8Array;

const request = (path: string, method = "GET") => serve(new Request(`http://localhost:8888${path}`, { method }));

beforeAll(async () => {
  media = await openTestMediaStore();
  const rendered = await renderSample(
    { kind: "logo", name: "サクラ商事株式会社", reading: "サクラ", categoryIndex: 1 },
    { japaneseFamily: null },
  );
  logo = rendered.bytes;
  await media.store.put(LOGO, logo, { contentType: "image/png", width: 400, height: 400 });
  await media.store.put("test/page.html", new TextEncoder().encode("<script>alert(1)</script>"), {
    contentType: "text/html",
  });
  await media.store.put("test/drawing.svg", new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), {
    contentType: "image/svg+xml",
  });
  media.actAsFunctionContext();
  serve = await loadRequestHandler("media");
});

afterAll(() => media.close());

describe("the media function (/media/{key})", () => {
  it("answers every path under /media/", async () => {
    expect((await loadFunction("media")).config.path).toBe("/media/*");
  });

  it("serves an original byte for byte with its type, cached for good", async () => {
    const response = await request(`/media/${LOGO}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toBe("public, durable, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(logo));
  });

  it("answers HEAD with the length and no body", async () => {
    const response = await request(`/media/${LOGO}`, "HEAD");
    expect(response.headers.get("Content-Length")).toBe(String(logo.byteLength));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it.each([
    ["a key the store lacks", "/media/sample/logos/8-none.png"],
    ["an entry that is not an image (it would run as the site)", "/media/test/page.html"],
    ["an SVG entry", "/media/test/drawing.svg"],
    ["an encoded parent segment", "/media/sample/%2e%2e/test/page.html"],
    ["the bare prefix", "/media/"],
  ])("answers 404 for %s", async (_label, path) => {
    const response = await request(path);
    expect(response.status).toBe(404);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe("not_found");
  });

  it("answers 405 to a write", async () => {
    expect((await request(`/media/${LOGO}`, "PUT")).status).toBe(405);
  });
});
