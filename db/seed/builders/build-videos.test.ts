import { readFileSync } from "node:fs";
import path from "node:path";
import { chapterStarts, sampleVideoFiles } from "./build-videos";

const staticDir = path.join(__dirname, "..", "..", "..", "static");

/** The movie duration in seconds from an MP4's mvhd box (version 0 or 1). */
function mp4DurationSeconds(file: Buffer): number {
  const at = file.indexOf("mvhd");
  if (at < 0) throw new Error("no mvhd box");
  const version = file[at + 4];
  if (version === 1) return Number(file.readBigUInt64BE(at + 4 + 4 + 16 + 4)) / file.readUInt32BE(at + 4 + 4 + 16);
  return file.readUInt32BE(at + 4 + 4 + 8 + 4) / file.readUInt32BE(at + 4 + 4 + 8);
}

describe("sample video files", () => {
  const files = [...sampleVideoFiles.bundles, ...sampleVideoFiles.shorts];

  it.each(files.map((file) => [file.videoUrl, file] as const))(
    "%s exists with the duration the seed gives it, and Japanese captions",
    (_, file) => {
      const video = readFileSync(path.join(staticDir, file.videoUrl));
      expect(Math.round(mp4DurationSeconds(video))).toBe(file.durationSeconds);
      const captions = readFileSync(path.join(staticDir, file.captionsUrl), "utf8");
      expect(captions.startsWith("WEBVTT")).toBe(true);
      expect(captions).toMatch(/[ぁ-んァ-ン一-龯]/u);
    },
  );

  it("keeps every file small (the whole set under 5 MB)", () => {
    const total = files.reduce((sum, file) => sum + readFileSync(path.join(staticDir, file.videoUrl)).length, 0);
    expect(total).toBeLessThan(5 * 1024 * 1024);
  });

  it.each([3, 4, 5, 6])("spreads %i chapters inside a 90 s clip, the first at 0", (count) => {
    const starts = chapterStarts(count, 90);
    expect(starts).toHaveLength(count);
    expect(starts[0]).toBe(0);
    for (let i = 1; i < starts.length; i += 1) expect(starts[i]).toBeGreaterThan(starts[i - 1]!);
    expect(Math.max(...starts)).toBeLessThan(90);
  });
});
