import { expect, test } from "@playwright/test";

/* The local server answers as Netlify's CDN would (scripts/lib/local-site/local-server.ts): compressed, with the adapter's cache rules. */

test("pages and scripts arrive compressed; hashed scripts are cached for a year, pages revalidate", async ({
  request,
}) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await page.text()).toContain("ミライキャリア");

  const script = /<script src="(\/app-[0-9a-f]{20}\.js)"/.exec(await page.text())?.[1];
  expect(script, "the home page loads webpack's app bundle").toBeDefined();
  const asset = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // functions' answers too, as the browser accepts
  const headers = { "X-Requested-With": "XMLHttpRequest" };
  const compressed = await request.get("/api/v1/events?category=internship", {
    headers: { ...headers, "Accept-Encoding": "br" },
  });
  expect(compressed.headers()["content-encoding"]).toBe("br");
  expect(compressed.headers()["vary"]).toContain("Accept-Encoding");
  const plain = await request.get("/api/v1/events?category=internship", {
    headers: { ...headers, "Accept-Encoding": "identity" },
  });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(((await plain.json()) as { events: unknown[] }).events.length).toBeGreaterThan(0);
});
