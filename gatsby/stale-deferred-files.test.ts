import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeStaleDeferredFiles } from "./stale-deferred-files";

function write(root: string, relative: string) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), "x");
}

describe("removeStaleDeferredFiles", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-deferred-"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("removes a deferred page's old HTML and page-data and keeps prerendered pages' files", () => {
    write(publicDir, "videos/1/video_chapters/2/index.html");
    write(publicDir, "page-data/videos/1/video_chapters/2/page-data.json");
    write(publicDir, "videos/1/index.html");
    write(publicDir, "page-data/videos/1/page-data.json");

    expect(removeStaleDeferredFiles(publicDir, ["/videos/1/video_chapters/2", "/videos/1/video_chapters/3"])).toBe(2);

    expect(fs.existsSync(path.join(publicDir, "videos/1/video_chapters/2/index.html"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "page-data/videos/1/video_chapters/2/page-data.json"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "videos/1/index.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "page-data/videos/1/page-data.json"))).toBe(true);
  });
});
