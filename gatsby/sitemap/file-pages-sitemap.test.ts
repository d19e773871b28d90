import fs from "node:fs";
import path from "node:path";
import { SHUTORE_PATH } from "../../core/shutore-routes";
import { filePagesSitemap } from "./file-pages-sitemap";

const pagesDir = path.join(__dirname, "..", "..", "src", "pages");

/** Every file page of src/pages/ with its route and whether its Head marks it noindex. */
function filePages(): { route: string; noindex: boolean }[] {
  return (fs.readdirSync(pagesDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .map((file) => {
      const route = `/${file.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "")}`.replace(/(.)\/$/, "$1");
      return { route, noindex: /\bnoindex\b/.test(fs.readFileSync(path.join(pagesDir, file), "utf8")) };
    });
}

describe("filePagesSitemap", () => {
  it("lists exactly the file pages that are not noindex (/shutore is listed with the シュトレ pages)", () => {
    const indexable = filePages()
      .filter((page) => !page.noindex && page.route !== SHUTORE_PATH)
      .map((page) => page.route);
    expect(
      filePagesSitemap()
        .map((entry) => entry.path)
        .sort(),
    ).toEqual(indexable.sort());
  });

  it("lists no personal, sign-in or registration page", () => {
    const noindex = filePages()
      .filter((page) => page.noindex)
      .map((page) => page.route);
    expect(noindex).toEqual(
      expect.arrayContaining([
        "/login",
        "/chats",
        "/user_registrations",
        "/user_registrations/basic_information",
        "/event_attendance",
      ]),
    );
    expect(filePagesSitemap().every((entry) => entry.section === "infos" && entry.lastmod === null)).toBe(true);
  });
});
