import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeFlatHtml } from "./flat-html";

describe("writeFlatHtml", () => {
  it("publishes every nested index.html as a sibling .html file, leaving the root alone", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "flat-html-"));
    writeFileSync(path.join(root, "index.html"), "home");
    mkdirSync(path.join(root, "infos", "terms"), { recursive: true });
    writeFileSync(path.join(root, "infos", "terms", "index.html"), "terms");
    mkdirSync(path.join(root, "static"), { recursive: true });

    expect(writeFlatHtml(root)).toBe(1);
    expect(readFileSync(path.join(root, "infos", "terms.html"), "utf8")).toBe("terms");
    expect(existsSync(path.join(root, "infos.html"))).toBe(false);
    expect(existsSync(path.join(root, "static.html"))).toBe(false);
  });
});
