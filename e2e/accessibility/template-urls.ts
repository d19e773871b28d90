import type { APIRequestContext } from "@playwright/test";
import type { TestedTemplateKey } from "../../src/lib/accessibility/accessibility-test-plan";
import { DEMO_EMAIL } from "../demo-student";
import { query } from "../site-database";

/**
 * A concrete URL of the sample data for every tested template. Most are found the way a visitor finds them: the first
 * link of the right shape on the page that lists them (no guessing at ids); the entry pages need a schedule of the
 * demo student, read from the database like e2e/entry.spec.ts does.
 */
type Resolve = (request: APIRequestContext) => Promise<string>;

async function firstLink(request: APIRequestContext, listPage: string, shape: RegExp): Promise<string> {
  const html = await (await request.get(listPage)).text();
  for (const match of html.matchAll(/href="([^"#?]+)"/g)) if (shape.test(match[1]!)) return match[1]!;
  throw new Error(`no link like ${shape} on ${listPage}`);
}

const fixed =
  (path: string): Resolve =>
  async () =>
    path;
const linkOn =
  (listPage: string, shape: RegExp): Resolve =>
  (request) =>
    firstLink(request, listPage, shape);

/** A graduation year some published internship targets (a filter with results). */
async function targetedYear(): Promise<number> {
  const [row] = await query<{ year: number }>(
    "select min(y)::int as year from events e, unnest(e.graduate_years) y where e.category = 'internship' and e.published",
  );
  if (!row?.year) throw new Error("no internship targets a graduation year");
  return row.year;
}

async function openSchedule(): Promise<{ eventId: number; scheduleId: number; category: string }> {
  const [row] = await query<{ event_id: number; schedule_id: number; category: string }>(
    `select e.id as event_id, s.id as schedule_id, e.category
       from events e join schedules s on s.event_id = e.id join users u on u.email = $1
      where e.category in ('entry', 'internship', 'seminar') and e.published and (e.published_at is null or e.published_at <= now())
        and e.application_url is null and not e.lottery
        and (cardinality(e.graduate_years) = 0 or u.graduate_year = any(e.graduate_years))
        and not s.canceled and not s.stopped_entry and s.time_limit_at > now() + interval '1 day'
        and (s.admission_limit_number is null or s.admission_limit_number >
             (select count(*) from entries x where x.schedule_id = s.id and x.state not in ('canceled', 'absenced')))
        -- no entry of the student on any schedule of the event (one entry per event; the seed enters some)
        and not exists (select 1 from entries x where x.event_id = e.id and x.user_id = u.id)
      order by e.id desc, s.start_at limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) throw new Error("the seed has no open schedule for the demo student");
  return {
    eventId: row.event_id,
    scheduleId: row.schedule_id,
    category: row.category === "entry" ? "selection" : row.category,
  };
}

async function enteredEvent(): Promise<string> {
  const [row] = await query<{ event_id: number; category: string }>(
    `select e.id as event_id, e.category from entries x join users u on u.id = x.user_id join schedules s on s.id = x.schedule_id
       join events e on e.id = s.event_id
      where u.email = $1 and x.state = 'entried' and e.category in ('entry', 'internship', 'seminar') order by x.id limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) return `/events/${(await openSchedule()).category}/${(await openSchedule()).eventId}/entry_complete`;
  return `/events/${row.category === "entry" ? "selection" : row.category}/${row.event_id}/entry_complete`;
}

export const TEMPLATE_URLS: Record<TestedTemplateKey, Resolve> = {
  home: fixed("/"),
  "event-list": fixed("/events/seminar"),
  "event-list-filtered": async () => `/events/internship/gy-${await targetedYear()}`,
  "event-list-client": async () => `/events/internship/gy-${await targetedYear()}/pref-13`,
  "event-detail": linkOn("/events/seminar", /^\/events\/seminar\/\d+$/),
  "event-detail-internship": linkOn("/events/internship", /^\/events\/internship\/\d+$/),
  "feature-event": linkOn("/events/gosetsu", /^\/feature_events\/\d+$/),
  "entry-confirm": async () => {
    const schedule = await openSchedule();
    return `/events/${schedule.category}/${schedule.eventId}/schedules/${schedule.scheduleId}/confirm`;
  },
  "entry-complete": enteredEvent,
  "entry-courses": fixed("/event_entry_courses"),
  "event-attendance": fixed("/event_attendance"),
  "companies-index": fixed("/companies"),
  "company-list": fixed("/companies/domestics"),
  "company-area-list": linkOn("/companies/domestics", /^\/companies\/domestics\/area\/\d+$/),
  "company-plp": fixed("/companies/plp"),
  "company-detail": linkOn("/companies/domestics", /^\/companies\/\d+$/),
  // /reviews links reviews, not lists: a review's list is its path without the review id.
  "company-reviews": async (request) =>
    (await firstLink(request, "/reviews", /^\/companies\/\d+\/reviews\/\d+$/)).replace(/\/\d+$/, ""),
  "company-event-reviews": async (request) =>
    (await firstLink(request, "/reviews", /^\/companies\/\d+\/event_reviews\/\d+$/)).replace(/\/\d+$/, ""),
  "review-detail": linkOn("/reviews", /^\/companies\/\d+\/reviews\/\d+$/),
  "reviews-index": fixed("/reviews"),
  // every company has a video page (an empty state without videos)
  "company-videos": async (request) =>
    `${await firstLink(request, "/companies/domestics", /^\/companies\/\d+$/)}/videos`,
  "videos-home": fixed("/videos"),
  "video-search": fixed("/videos/search"),
  "video-channels": fixed("/videos/channels"),
  "video-channel": linkOn("/videos/channels", /^\/videos\/channels\/\d+$/),
  "feature-video": linkOn("/videos", /^\/videos\/feature_videos\/\d+$/),
  video: linkOn("/videos", /^\/videos\/\d+$/),
  "short-video": linkOn("/videos", /^\/short_videos\/\d+$/),
  shutore: fixed("/shutore"),
  "shutore-category": linkOn("/shutore", /^\/shutore\/[^/]+$/),
  "shutore-article": linkOn("/shutore", /^\/shutore\/[^/]+\/.+$/),
  "cooperating-sites": fixed("/cooperating_sites"),
  "cooperating-site": linkOn("/cooperating_sites", /^\/cooperating_sites\/\d+$/),
  login: fixed("/login"),
  "login-callback": fixed("/login/callback"),
  "user-registrations": fixed("/user_registrations"),
  "unagreed-terms": fixed("/unagreed_terms/agreements/new"),
  chats: fixed("/chats"),
  "event-review-new": fixed("/event_reviews/new"),
  "info-terms": fixed("/infos/terms"),
  "info-privacy": fixed("/infos/privacy"),
  "info-signup-privacy": fixed("/infos/signup_privacy_policy"),
  "info-external-data": fixed("/infos/external_data_processors"),
  "info-guide": fixed("/infos/guide"),
  "info-accessibility": fixed("/infos/accessibility"),
  "not-found": fixed("/no-such-page/at-all"),
  "server-error": fixed("/500"),
  healthcheck: fixed("/healthcheck"),
};
