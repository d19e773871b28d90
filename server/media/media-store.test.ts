import { readdirSync } from "node:fs";
import path from "node:path";
import { openTestMediaStore, type TestMediaStore } from "../testing/test-media-store";
import { contextMediaStore, defaultLocalBlobsDirectory, readMediaStoreEnv } from "./media-store";

let media: TestMediaStore;

beforeAll(async () => {
  media = await openTestMediaStore();
});

afterAll(async () => {
  await media.close();
});

describe("the local media store (Netlify's blobs server on a directory)", () => {
  it("gives back the bytes and metadata it was given", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    await media.store.put("test/a/logo.png", bytes, { contentType: "image/png", width: 400, height: 400 });
    expect(await media.store.get("test/a/logo.png")).toEqual({
      bytes,
      metadata: { contentType: "image/png", width: 400, height: 400 },
    });
  });

  it("answers null for a key it does not have", async () => {
    expect(await media.store.get("test/none.png")).toBeNull();
  });

  it("overwrites a key", async () => {
    await media.store.put("test/b.jpg", new Uint8Array([1]), { contentType: "image/jpeg" });
    await media.store.put("test/b.jpg", new Uint8Array([2, 3]), { contentType: "image/jpeg" });
    expect((await media.store.get("test/b.jpg"))?.bytes).toEqual(new Uint8Array([2, 3]));
  });

  it("stores a view of a larger buffer as just its bytes", async () => {
    const whole = new Uint8Array([9, 9, 1, 2, 9]);
    await media.store.put("test/view.bin", whole.subarray(2, 4), { contentType: "application/octet-stream" });
    expect((await media.store.get("test/view.bin"))?.bytes).toEqual(new Uint8Array([1, 2]));
  });

  it("lists keys by prefix", async () => {
    await media.store.put("list/x/1.png", new Uint8Array([1]), { contentType: "image/png" });
    await media.store.put("list/x/2.png", new Uint8Array([1]), { contentType: "image/png" });
    await media.store.put("list/y/3.png", new Uint8Array([1]), { contentType: "image/png" });
    expect((await media.store.list("list/x/")).sort()).toEqual(["list/x/1.png", "list/x/2.png"]);
    expect((await media.store.list("list/")).length).toBe(3);
  });

  it("keeps entries where @netlify/dev's blobs server reads them (site 0, store media)", () => {
    expect(readdirSync(path.join(media.directory, "entries", "0"))).toEqual(["site:media"]);
  });

  it("survives a restart: a second server on the same directory reads what the first wrote", async () => {
    const again = await media.reopen();
    try {
      expect((await again.store.get("test/a/logo.png"))?.metadata.contentType).toBe("image/png");
    } finally {
      await again.close();
    }
  });

  it("is reached through NETLIFY_BLOBS_CONTEXT inside a function", async () => {
    media.actAsFunctionContext();
    expect(await contextMediaStore().list("list/y/")).toEqual(["list/y/3.png"]);
  });
});

describe("the media store's environment", () => {
  it("defaults to @netlify/dev's directory under the project", () => {
    expect(defaultLocalBlobsDirectory("/project")).toBe(path.join("/project", ".netlify", "blobs-serve"));
    expect(readMediaStoreEnv({})).toEqual({});
  });
});
