import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { nuHtmlErrors } from "./nu-html-check";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>試験</title></head><body>${body}</body></html>`;

describe("nuHtmlErrors (the real Nu HTML Checker in Java)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "nu-html-check-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("answers each file's errors in one run, nothing for a valid file", async () => {
    const valid = path.join(dir, "valid.html");
    const invalid = path.join(dir, "invalid.html");
    await writeFile(valid, page("<main><h1>見出し</h1><ul><li>項目</li></ul></main>"));
    await writeFile(invalid, page('<ul><li role="img">星</li></ul><p id="card">一</p><p id="card">二</p>'));

    const errors = await nuHtmlErrors([valid, invalid]);

    expect(errors.map((error) => error.file)).toEqual([invalid, invalid]);
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining("must not have any “role” value other than “listitem”"),
      "Duplicate ID “card”.",
    ]);
  }, 60_000);
});
