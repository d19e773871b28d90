import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/*
 * The README is the newcomer's page and stays small (issue 31: at most 20 KB; the rest lives in docs/), and no
 * relative link of the README or of docs/ leads nowhere: every linked file exists, and every #anchor names a heading
 * of the linked markdown file (GitHub's heading ids).
 */

const ROOT = path.resolve(__dirname, "..");
const README_MAX_BYTES = 20 * 1024;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, "").replace(/(`+)[^`\n]*?\1/g, "");
}

/** The targets of inline links `[text](target "title")`, images included, and of reference definitions `[x]: target`. */
export function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const definitions = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...definitions];
}

/** GitHub's id of a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`; repeats get -1, -2, … */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, "");
  for (const match of withoutFences.matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = match[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** What is wrong with `target` as a link of the markdown file `from`, or null. */
function brokenLink(from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto:, …
  const [filePart, anchor] = target.split("#", 2) as [string, string | undefined];
  const file = filePart === "" ? from : path.resolve(path.dirname(from), decodeURIComponent(filePart));
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor === undefined || anchor === "" || statSync(file).isDirectory() || !file.endsWith(".md")) return null;
  return headingIds(readFileSync(file, "utf8")).has(decodeURIComponent(anchor).toLowerCase())
    ? null
    : `${target}: no heading #${anchor} in ${path.relative(ROOT, file)}`;
}

const files = [path.join(ROOT, "README.md"), ...markdownFiles(path.join(ROOT, "docs"))];

describe("README.md", () => {
  it(`stays at most ${README_MAX_BYTES} bytes (the newcomer's page; details belong in docs/)`, () => {
    expect(statSync(path.join(ROOT, "README.md")).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });
});

describe("relative links of the README and docs/", () => {
  it.each(files.map((file) => [path.relative(ROOT, file), file]))(
    "%s links only to files and headings that exist",
    (_name, file) => {
      const broken = linkTargets(readFileSync(file, "utf8"))
        .map((target) => brokenLink(file, target))
        .filter((problem): problem is string => problem !== null);
      expect(broken).toEqual([]);
    },
  );
});

describe("the link checker", () => {
  it("reads inline links and definitions, not code", () => {
    expect(linkTargets('See [a](a.md#x) and ![p](p.png "t"); `[no](b.md)`\n```\n[no](c.md)\n```\n[d]: d.md\n')).toEqual(
      ["a.md#x", "p.png", "d.md"],
    );
  });

  it("makes GitHub's heading ids", () => {
    const ids = headingIds(
      "# Sitemaps and robots.txt\n## Lighthouse (mobile)\n### Chats: the page `/chats`\n## Check-in: reviews (参加者の体験記)\n## A\n## A\n",
    );
    expect([...ids]).toEqual([
      "sitemaps-and-robotstxt",
      "lighthouse-mobile",
      "chats-the-page-chats",
      "check-in-reviews-参加者の体験記",
      "a",
      "a-1",
    ]);
  });
});
