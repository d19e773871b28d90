import fs from "node:fs";
import path from "node:path";
import { removeStaleDeferredFiles } from "./stale-deferred-files";
import { useTempDir } from "./test/temp-dir";

function write(root: string, relative: string) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), "x");
}

describe("removeStaleDeferredFiles", () => {
  const temp = useTempDir("stale-deferred-");

  it("removes a deferred page's old HTML and page-data and keeps prerendered pages' files", () => {
    const publicDir = temp.dir();
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
