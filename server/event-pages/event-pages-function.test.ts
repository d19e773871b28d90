import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  ENTRY_COMPLETE_SHELL_COOKIE,
  ENTRY_COMPLETE_SHELL_PATH,
  ENTRY_CONFIRM_SHELL_COOKIE,
  ENTRY_CONFIRM_SHELL_PATH,
  ENTRY_COURSES_SHELL_COOKIE,
  ENTRY_COURSES_SHELL_PATH,
} from "../../core/entries/entry-routes";
import { EVENT_LIST_SHELL_PATH } from "../../core/plp-params";
import { loadFunction } from "../testing/load-function";
import { EVENT_LIST_SHELL_COOKIE } from "./event-pages-handler";

const SHELL_HTML = "<!DOCTYPE html><html><body>listing shell</body></html>";
const CONFIRM_SHELL_HTML = "<!DOCTYPE html><html><body>entry confirm shell</body></html>";
const COURSES_SHELL_HTML = "<!DOCTYPE html><html><body>entry courses shell</body></html>";
const COMPLETE_SHELL_HTML = "<!DOCTYPE html><html><body>entry complete shell</body></html>";
const NOT_FOUND_HTML = "<!DOCTYPE html><html><body>ページが見つかりません</body></html>";
/** What the CDN sends with every page (public/_headers): the function must pass it on with the shell it serves. */
const SHELL_POLICY =
  "default-src 'self'; script-src 'self' 'sha256-AAAA'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

let server: http.Server;
let origin: string;

beforeAll(async () => {
  // Stands in for the CDN: the prerendered shell (only with the router's cookie, as netlify.toml rules) and 404 page.
  server = http.createServer((req, res) => {
    if (req.url === EVENT_LIST_SHELL_PATH && req.headers.cookie === `${EVENT_LIST_SHELL_COOKIE}=1`) {
      res.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": SHELL_POLICY }).end(SHELL_HTML);
    } else if (req.url === ENTRY_CONFIRM_SHELL_PATH && req.headers.cookie === `${ENTRY_CONFIRM_SHELL_COOKIE}=1`) {
      res.writeHead(200, { "Content-Type": "text/html" }).end(CONFIRM_SHELL_HTML);
    } else if (req.url === ENTRY_COURSES_SHELL_PATH && req.headers.cookie === `${ENTRY_COURSES_SHELL_COOKIE}=1`) {
      res.writeHead(200, { "Content-Type": "text/html" }).end(COURSES_SHELL_HTML);
    } else if (req.url === ENTRY_COMPLETE_SHELL_PATH && req.headers.cookie === `${ENTRY_COMPLETE_SHELL_COOKIE}=1`) {
      res.writeHead(200, { "Content-Type": "text/html" }).end(COMPLETE_SHELL_HTML);
    } else if (req.url === "/404.html")
      res.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": SHELL_POLICY }).end(NOT_FOUND_HTML);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function get(path: string, method = "GET"): Promise<Response> {
  const { default: handler } = await loadFunction("event-pages");
  return handler(new Request(`${origin}${path}`, { method }), {} as never) as Promise<Response>;
}

describe("functions/event-pages", () => {
  it("passes on the CDN's page policy with the shell and the 404 screen, with the base security headers", async () => {
    for (const [path, status] of [
      ["/events/internship/gy-2027/pref-13", 200],
      ["/events/internship/no-such-filter/x/y/z", 404],
    ] as const) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, status]);
      expect(response.headers.get("content-security-policy")).toBe(SHELL_POLICY);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
    }
  });

  it("gives a shell the CDN sent without a policy one that runs no inline script", async () => {
    const response = await get("/events/seminar/12/schedules/34/confirm");
    expect(await response.text()).toBe(CONFIRM_SHELL_HTML);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/(?:^|; )script-src 'self';/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("routes /events/* and lets prerendered files win", async () => {
    const { config } = await loadFunction("event-pages");
    expect(config).toEqual({ path: "/events/*", preferStatic: true });
  });

  it.each([
    "/events/internship/gy-2027/pref-13",
    "/events/selection/gy-2027/ind-3/pref-0/page-4",
    "/events/seminar/ind-2/page-2",
  ])("answers the valid listing %s with the shell and 200", async (path) => {
    const response = await get(`${path}?sort=start_at`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toBe(SHELL_HTML);
  });

  it("keeps a listing of two filters out of the index, and nofollow only with a query key of spec §2", async () => {
    expect((await get("/events/internship/gy-2027/pref-13?page_view=1")).headers.get("x-robots-tag")).toBe("noindex");
    expect((await get("/events/internship/gy-2027/pref-13?prefectures[]=13")).headers.get("x-robots-tag")).toBe(
      "noindex, nofollow",
    );
  });

  it.each([
    "/events/unknown",
    "/events/entry/gy-2027",
    "/events/internship/gy-27/pref-13",
    "/events/internship/pref-13/pref-14",
    "/events/internship/page-1",
    "/events/internship/987654",
    // Entry pages: only selection, internship, seminar and gosetsu, digits only, nothing more or less.
    "/events/entry/12/entry_complete",
    "/events/internship/12a/entry_complete",
    "/events/internship/012/entry_complete",
    "/events/internship/12/entry_complete/x",
    "/events/seminar/12/schedules/x/confirm",
    "/events/seminar/12/schedules/34",
    "/events/gosetsu/12/schedules/034/confirm",
    "/events/gosetsu/012",
    "/events/seminar/12/schedules/034/courses",
    "/events/seminar/12/schedules/34/courses/1",
    "/events/seminar/12/schedules/34/course",
    // Where the listing shell was once prerendered: not a listing.
    "/events/__listing",
  ])("answers %s with the 404 page and 404", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND_HTML);
  });

  it.each([
    ["/events/internship/12/entry_complete", COMPLETE_SHELL_HTML],
    ["/events/gosetsu/12/entry_complete", COMPLETE_SHELL_HTML],
    ["/events/gosetsu/12/schedules/34/confirm", CONFIRM_SHELL_HTML],
    ["/events/gosetsu/12/schedules/34/courses", COURSES_SHELL_HTML],
    ["/events/selection/7/entry_complete", COMPLETE_SHELL_HTML],
    ["/events/seminar/12/schedules/34/confirm", CONFIRM_SHELL_HTML],
    ["/events/selection/1/schedules/2/confirm", CONFIRM_SHELL_HTML],
    ["/events/seminar/12/schedules/34/courses", COURSES_SHELL_HTML],
    ["/events/internship/10/schedules/101/courses", COURSES_SHELL_HTML],
  ])("answers the entry page %s with its client-only shell, noindex, nofollow", async (path, html) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toBe(html);
  });

  it("redirects filters out of order to the canonical path, keeping the query", async () => {
    const response = await get("/events/internship/pref-13/gy-2027?sort=start_at");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/events/internship/gy-2027/pref-13?sort=start_at");
  });

  it("redirects legacy company_internship paths to internship, keeping the event id", async () => {
    const response = await get("/events/company_internship/42");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/events/internship/42");
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const head = await get("/events/internship/gy-2027/pref-13", "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await get("/events/internship/gy-2027/pref-13", "POST")).status).toBe(405);
  });
});
