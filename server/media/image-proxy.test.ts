import sharp from "sharp";
import { renderSample } from "../../db/seed/media/render-sample";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { openTestMediaStore, type TestMediaStore } from "../testing/test-media-store";
import { loadFunction, loadRequestHandler } from "../testing/load-function";
import { handleImageProxyRequest } from "./image-proxy";
import type { MediaStore } from "./media-store";

jest.setTimeout(30_000);

const TEXT = { japaneseFamily: null };
const EYE_CATCH = "sample/eye-catches/1-test.jpg";
const LOGO = "sample/logos/1-test.png";
const FACE_RIGHT = "test/face-right.png";
const WITH_EXIF = "test/exif.jpg";

let media: TestMediaStore;
let proxy: (request: Request) => Promise<Response>;

/** Counts reads, so a refused request can be shown to have read nothing. */
function countingStore(store: MediaStore): MediaStore & { reads: number } {
  const counting = {
    reads: 0,
    get: async (key: string) => {
      counting.reads += 1;
      return store.get(key);
    },
    put: store.put.bind(store),
    list: store.list.bind(store),
  };
  return counting;
}

const get = (query: string, headers: Record<string, string> = {}) =>
  proxy(new Request(`http://localhost:8888/_img?${query}`, { headers }));

async function imageOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

beforeAll(async () => {
  media = await openTestMediaStore();
  const eyeCatch = await renderSample(
    {
      kind: "eye-catch",
      title: "夏のインターンシップ",
      category: "internship",
      companyName: "株式会社ミライ",
      categoryIndex: 4,
    },
    TEXT,
  );
  await media.store.put(EYE_CATCH, eyeCatch.bytes, {
    contentType: eyeCatch.contentType,
    width: eyeCatch.width,
    height: eyeCatch.height,
  });
  const logo = await renderSample({ kind: "logo", name: "株式会社ミライ", reading: "ミライ", categoryIndex: 0 }, TEXT);
  await media.store.put(LOGO, logo.bytes, { contentType: logo.contentType });
  // a grey strip with one face far to the right: a centred crop misses it, the attention crop keeps it
  const face = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="400"><rect width="1500" height="400" fill="#808080"/>
    <circle cx="1300" cy="200" r="120" fill="#eab897"/><circle cx="1260" cy="180" r="14" fill="#111"/><circle cx="1340" cy="180" r="14" fill="#111"/></svg>`;
  await media.store.put(FACE_RIGHT, await sharp(Buffer.from(face)).png().toBuffer(), { contentType: "image/png" });
  const exif = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Mirai test", ImageDescription: "secret location" } })
    .toBuffer();
  await media.store.put(WITH_EXIF, exif, { contentType: "image/jpeg" });
  await media.store.put("test/not-an-image.jpg", new TextEncoder().encode("<html>not an image</html>"), {
    contentType: "image/jpeg",
  });
  await media.store.put("test/drawing.svg", new TextEncoder().encode(face), { contentType: "image/svg+xml" });
  await media.store.put("test/truncated.jpg", eyeCatch.bytes.subarray(0, 2000), { contentType: "image/jpeg" });
  // 5,000 × 4,001 = 20.005 megapixels: just over the limit
  const huge = await sharp({ create: { width: 5000, height: 4001, channels: 3, background: "#ffffff" } })
    .jpeg({ quality: 50 })
    .toBuffer();
  await media.store.put("test/huge.jpg", huge, { contentType: "image/jpeg" });
  media.actAsFunctionContext();
  proxy = await loadRequestHandler("image-proxy");
});

afterAll(() => media.close());

describe("the image proxy function", () => {
  it("is served beneath the base path at /_img", async () => {
    expect((await loadFunction("image-proxy")).config.path).toBe("/_img");
  });

  it("resizes an original of the media store to the box asked for, webp by default, cached for good", async () => {
    const response = await get(`url=/media/${EYE_CATCH}&w=640&h=360&fm=webp&q=75&fit=cover`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toBe("public, durable, max-age=31536000, immutable");
    expect(response.headers.get("Vary")).toBeNull();
    const image = await imageOf(response);
    expect([image.format, image.width, image.height]).toEqual(["webp", 640, 360]);
  });

  it("answers the format asked for", async () => {
    for (const [fm, type, format] of [
      ["avif", "image/avif", "heif"],
      ["jpeg", "image/jpeg", "jpeg"],
      ["png", "image/png", "png"],
      ["webp", "image/webp", "webp"],
    ]) {
      const response = await get(`url=/media/${LOGO}&w=320&h=320&fm=${fm}`);
      expect([fm, response.status, response.headers.get("Content-Type")]).toEqual([fm, 200, type]);
      expect((await imageOf(response)).format).toBe(format);
    }
  });

  it.each([
    ["image/avif,image/webp,image/apng,*/*;q=0.8", "image/avif"],
    ["image/webp,*/*", "image/webp"],
    ["image/avif;q=0, image/webp", "image/webp"],
    ["*/*", "image/jpeg"],
    ["", "image/jpeg"],
  ])("chooses for fm=auto from Accept %j: %s, varying by Accept", async (accept, type) => {
    const response = await get(`url=/media/${EYE_CATCH}&w=320&fm=auto`, accept ? { Accept: accept } : {});
    expect(response.headers.get("Content-Type")).toBe(type);
    expect(response.headers.get("Vary")).toBe("Accept");
    expect(response.headers.get("Netlify-Vary")).toBe("header=Accept");
  });

  it("keeps the ratio for a width alone and never enlarges then", async () => {
    expect(await imageOf(await get(`url=/media/${EYE_CATCH}&w=320`))).toMatchObject({ width: 320, height: 180 });
    expect(await imageOf(await get(`url=/media/${EYE_CATCH}&w=1536`))).toMatchObject({ width: 1280, height: 720 });
  });

  it("gives the spec's placeholder: 10 × 10 at quality 50, blurred", async () => {
    const response = await get(`url=/media/${EYE_CATCH}&w=10&h=10&fm=webp&q=50&fit=cover&blur=3`);
    expect(await imageOf(response)).toMatchObject({ width: 10, height: 10, format: "webp" });
  });

  it("crops cover boxes around what draws the eye (a face), not the centre", async () => {
    const response = await get(`url=/media/${FACE_RIGHT}&w=320&h=320&fm=png`);
    const warmth = async (image: Buffer) => {
      const { channels } = await sharp(image).stats();
      return channels[0]!.mean - channels[2]!.mean; // grey is 0; the skin tone lifts red above blue
    };
    const centred = await sharp((await media.store.get(FACE_RIGHT))!.bytes)
      .resize(320, 320, { fit: "cover" })
      .png()
      .toBuffer();
    expect(await warmth(centred)).toBeLessThan(1);
    expect(await warmth(Buffer.from(await response.arrayBuffer()))).toBeGreaterThan(15);
  });

  it("strips metadata (EXIF, ICC) from what it sends", async () => {
    const image = await imageOf(await get(`url=/media/${WITH_EXIF}&w=320&fm=jpeg`));
    expect(image.exif).toBeUndefined();
    expect(image.icc).toBeUndefined();
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await proxy(
      new Request(`http://localhost:8888/_img?url=/media/${LOGO}&w=320`, { method: "HEAD" }),
    );
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("Content-Length"))).toBeGreaterThan(0);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 404 with the API's error for a key the store does not have", async () => {
    const response = await get("url=/media/sample/eye-catches/999-none.jpg&w=640");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await errorOf(response)).toMatchObject({ status: 404, code: "not_found" });
  });

  it("answers 405 to anything but GET and HEAD", async () => {
    const response = await proxy(
      new Request(`http://localhost:8888/_img?url=/media/${LOGO}&w=320`, { method: "POST" }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("bad parameters: 400 invalid_parameter, and the store is not read", () => {
  it.each([
    ["a width not in the list", `url=/media/${LOGO}&w=500`, "w"],
    ["no width", `url=/media/${LOGO}`, "w"],
    ["a width written otherwise", `url=/media/${LOGO}&w=0640`, "w"],
    ["a width that is no number", `url=/media/${LOGO}&w=wide`, "w"],
    ["an unknown format", `url=/media/${LOGO}&w=640&fm=gif`, "fm"],
    ["quality 0", `url=/media/${LOGO}&w=640&q=0`, "q"],
    ["quality 101", `url=/media/${LOGO}&w=640&q=101`, "q"],
    ["a height over 4096", `url=/media/${LOGO}&w=640&h=5000`, "h"],
    ["an unknown fit", `url=/media/${LOGO}&w=640&fit=crop`, "fit"],
    ["a blur over 20", `url=/media/${LOGO}&w=640&blur=50`, "blur"],
    ["an unknown parameter", `url=/media/${LOGO}&w=640&crop=faces`, "crop"],
    ["a parameter given twice", `url=/media/${LOGO}&w=640&w=320`, "w"],
    ["no source", "w=640", "url"],
    ["a source outside /media/", "url=/favicon.png&w=640", "url"],
    ["an absolute URL", "url=https://evil.example/a.jpg&w=640", "url"],
    ["a protocol-relative URL", "url=//evil.example/a.jpg&w=640", "url"],
    ["a parent segment", "url=/media/../.env&w=640", "url"],
    ["an encoded parent segment", "url=%2Fmedia%2F..%2F..%2Fetc%2Fpasswd&w=640", "url"],
    ["a doubly encoded parent segment", "url=/media/%252e%252e/secret.jpg&w=640", "url"],
    ["an absolute file path", "url=/etc/passwd&w=640", "url"],
  ])("%s", async (_label, query, parameter) => {
    const store = countingStore(media.store);
    const response = await handleImageProxyRequest(new Request(`http://localhost:8888/_img?${query}`), store);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_parameter");
    expect(error.message).toContain(`"${parameter}"`);
    expect(store.reads).toBe(0);
  });
});

describe("sources that cannot be resized: 400 naming url", () => {
  it.each([
    ["bytes that are no image", "test/not-an-image.jpg"],
    ["an SVG drawing", "test/drawing.svg"],
    ["a truncated JPEG", "test/truncated.jpg"],
    ["an image over 20 megapixels", "test/huge.jpg"],
  ])("%s", async (_label, key) => {
    const response = await get(`url=/media/${key}&w=640`);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({ status: 400, code: "invalid_parameter" });
    expect(error.message).toContain('"url"');
  });
});
