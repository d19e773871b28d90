import { DurableCache } from "./durable-cache";

const durable = {
  "Content-Type": "image/webp",
  "Netlify-CDN-Cache-Control": "public, durable, max-age=31536000, immutable",
};

describe("DurableCache", () => {
  it("keeps a 200 marked durable and serves the same bytes again", async () => {
    const cache = new DurableCache();
    const sent = await cache.keep(
      "/_img?url=/media/a.jpg&w=640",
      "image/webp",
      new Response(Buffer.from([1, 2, 3]), { headers: durable }),
    );
    expect(Buffer.from(await sent.arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
    const hit = cache.get("/_img?url=/media/a.jpg&w=640", "image/avif");
    expect(hit?.body).toEqual(Buffer.from([1, 2, 3]));
    expect(new Headers(hit!.headers).get("content-type")).toBe("image/webp");
  });

  it("keeps one answer per Accept when the answer varies on it", async () => {
    const cache = new DurableCache();
    const vary = { ...durable, "Netlify-Vary": "header=Accept" };
    await cache.keep("/_img?url=/media/a.jpg&w=640&fm=auto", "image/avif", new Response("avif", { headers: vary }));
    expect(cache.get("/_img?url=/media/a.jpg&w=640&fm=auto", "image/avif")?.body.toString()).toBe("avif");
    expect(cache.get("/_img?url=/media/a.jpg&w=640&fm=auto", "image/webp")).toBeUndefined();
  });

  it("keeps nothing that is not an immutable durable 200: the APIs' durable answers with a max-age are asked again", async () => {
    const cache = new DurableCache();
    await cache.keep("/a", undefined, new Response("x", { headers: { "Cache-Control": "public, max-age=60" } }));
    await cache.keep("/b", undefined, new Response("x", { status: 404, headers: durable }));
    const api = {
      "Content-Type": "application/json",
      "Netlify-CDN-Cache-Control": "public, durable, max-age=60, stale-while-revalidate=60",
    };
    await cache.keep("/app_api/v1/feature_flags", undefined, new Response("{}", { headers: api }));
    expect(cache.get("/a", undefined)).toBeUndefined();
    expect(cache.get("/b", undefined)).toBeUndefined();
    expect(cache.get("/app_api/v1/feature_flags", undefined)).toBeUndefined();
  });
});
