/**
 * What every page's and template's Head is rendered with in every-head.test.tsx, and what it must then carry:
 * the address, the page data (`data`, `pageContext`, as small as the Head needs), the robots it has on purpose
 * without a query, and its JSON-LD types. A file missing here renders at the path of its file route with empty data,
 * so a new template that reads data fails the test until it gets a case.
 */
import type { ReviewDetailPageContext, ReviewListPageContext } from "@core/review-pages/review-page-data";
import type {
  CompanyVideosContext,
  FeatureVideoContext,
  ShortVideoContext,
  VideoBundleContext,
  VideoChannelContext,
} from "@core/videos/video-data";
import { detailCompany, listedEvent } from "@/features/companies/detail/test/company-detail-fixtures";
import { detailEvent, detailSchedule } from "@/features/events/detail/test/event-detail-fixtures";
import type { CompanyListPageContext } from "../company-list";
import type { EventListClientContext } from "../event-list-client";
import type { EventListPageContext } from "../event-list";

export type HeadCase = {
  pathname: string;
  data?: object;
  pageContext?: object;
  /** the top-level JSON-LD types, in order (none when left out) */
  jsonLd?: string[];
  /** robots with a query of other keys (?industry=3), for the pages that keep any filtered view out */
  withOtherQuery?: "noindex" | "noindex,nofollow";
};

/** A page kept out of search engines whatever the query, and why (docs/search-engines.md). */
export type OnPurpose = { robots: "noindex,nofollow" | "noindex"; why: string };

const filterData = {
  allBusinessCategory: { nodes: [{ db_id: 2, name: "IT・通信" }] },
  allPrefecture: { nodes: [{ code: 13, name: "東京都", area_name: "関東" }] },
} satisfies Queries.EventListClientTemplateQuery;

const listContext = { filterGraduateYears: [2027], subcategories: {} } satisfies EventListClientContext;

const company = {
  id: 3,
  name: "株式会社ミライテック",
  initial_char: "ミ",
  square_logo_url: "/media/companies/3/logo.png",
};

const review: ReviewDetailPageContext["review"] = {
  id: 41,
  phase: "internship",
  graduate_year: 2027,
  ratings: { overall: 4, atmosphere: 5, growth: 4, welfare: 3, selection: 2 },
  title: "若手に任せる社風でした",
  body: "実務に近い課題に取り組みました。",
  helpful_count: 12,
  created_at: "2026-03-31T15:30:00.000Z",
  event: null,
  attended: false,
};

const bundle: VideoBundleContext["bundle"] = {
  db_id: 4,
  title: "営業職の一日",
  description: "社員が仕事を紹介します。",
  video_url: "/videos/bundles/sample-2.mp4",
  thumbnail_url: null,
  captions_url: null,
  duration_seconds: 90,
  published_at: "2026-04-01T03:00:00.000Z",
  company: { db_id: 3, name: "株式会社ミライテック" },
  channel: { db_id: 1, name: "ミライテック 公式チャンネル" },
  chapters: [{ db_id: 40, title: "オープニング", start_seconds: 0 }],
};

const fair = {
  ...listedEvent(20, "gosetsu"),
  graduate_years: [2027],
  application_url: null,
  schedules: [detailSchedule({ is_online: true, prefecture: null })],
};

/** Keyed by the file's path under src/. */
export const headCases: Record<string, HeadCase> = {
  "pages/index.tsx": { pathname: "/", jsonLd: ["WebSite"] },
  "pages/shutore.tsx": { pathname: "/shutore", jsonLd: ["BreadcrumbList"] },
  "templates/checkin-company.tsx": { pathname: "/event_checkinable_companies/31" },
  "templates/company-detail.tsx": {
    pathname: "/companies/3",
    data: {
      company: detailCompany({ official_image_url: "/media/companies/3/official.jpg" }),
      site: { buildTime: "2026-11-20T00:00:00.000Z" },
    } satisfies Queries.CompanyDetailPageQuery,
    jsonLd: ["Organization", "BreadcrumbList"],
  },
  "templates/company-index.tsx": { pathname: "/companies", jsonLd: ["BreadcrumbList"] },
  "templates/company-list.tsx": {
    pathname: "/companies/domestics/area/3/page-2",
    pageContext: {
      scope: { origin: "domestics", areaId: 3, prefectureCode: null, page: 2 },
      heading: "関東の国内企業一覧",
      companyIds: [3],
      totalCount: 41,
      totalPages: 3,
      places: [],
      area: { name: "関東", path: "/companies/domestics/area/3" },
    } satisfies CompanyListPageContext,
    jsonLd: ["BreadcrumbList"],
  },
  "templates/company-plp.tsx": { pathname: "/companies/plp", jsonLd: ["BreadcrumbList"] },
  "templates/company-videos.tsx": {
    pathname: "/companies/3/videos",
    pageContext: {
      company: { db_id: 3, name: "株式会社ミライテック", initial_char: "ミ", square_logo_url: null },
      bundles: [],
      shorts: [],
    } satisfies CompanyVideosContext,
    jsonLd: ["BreadcrumbList"],
  },
  "templates/cooperating-site.tsx": {
    pathname: "/cooperating_sites/2",
    data: {
      cooperatingSite: {
        db_id: 2,
        name: "キャリアスカウト",
        partner: "株式会社キャリア",
        square_logo_url: null,
        description: "企業からスカウトが届く逆求人サイトです。",
        service_category: "逆求人サイト",
        short_graduate_years: ["27卒"],
        external_links: [],
      },
    } satisfies Queries.CooperatingSitePageQuery,
    jsonLd: ["BreadcrumbList"],
  },
  "templates/cooperating-sites.tsx": { pathname: "/cooperating_sites", jsonLd: ["BreadcrumbList"] },
  "templates/course-entry.tsx": { pathname: "/event_entry_courses/5" },
  "templates/entered-schedule.tsx": { pathname: "/entered_schedules/10" },
  "templates/entry-complete.tsx": { pathname: "/events/internship/10/entry_complete" },
  "templates/entry-confirm.tsx": { pathname: "/events/internship/10/schedules/100/confirm" },
  "templates/entry-courses.tsx": { pathname: "/events/internship/10/schedules/100/courses" },
  "templates/event-detail.tsx": {
    pathname: "/events/seminar/11",
    data: { event: detailEvent({ db_id: 11, category: "seminar" }) },
    jsonLd: ["Event", "BreadcrumbList"],
  },
  "templates/event-detail-internship.tsx": {
    pathname: "/events/internship/10",
    data: {
      event: detailEvent({
        eye_catch_image_url: "/media/events/10.jpg",
        schedules: [detailSchedule(), detailSchedule({ db_id: 101, is_online: true })],
      }),
    },
    jsonLd: ["Event", "Event", "BreadcrumbList"],
  },
  "templates/event-list.tsx": {
    pathname: "/events/seminar/pref-13",
    data: { ...filterData, allEvent: { nodes: [] }, pickups: { nodes: [] } },
    pageContext: {
      ...listContext,
      plp: { category: "seminar", graduateYear: null, businessCategoryId: null, prefectureCode: 13, page: 1 },
      eventIds: [],
      pickupEventIds: [],
      totalCount: 0,
      totalPages: 1,
    } satisfies EventListPageContext,
    jsonLd: ["BreadcrumbList"],
  },
  "templates/event-list-client.tsx": {
    pathname: "/events/seminar/gy-2027/pref-13",
    data: filterData,
    pageContext: listContext,
    jsonLd: ["BreadcrumbList"],
  },
  "templates/feature-event.tsx": {
    pathname: "/feature_events/7",
    data: {
      featureEvent: {
        db_id: 7,
        title: "ミライキャリア合同説明会 東京",
        description_html: "<p>50社が集まります。</p>",
        description_excerpt: "50社が集まります。",
        image_url: null,
        companies: [],
        events: [fair],
      },
    } satisfies Queries.FeatureEventPageQuery,
    jsonLd: ["Event", "BreadcrumbList"],
  },
  "templates/feature-video.tsx": {
    pathname: "/videos/feature_videos/2",
    pageContext: {
      feature: { db_id: 2, title: "エンジニア特集", description: "エンジニアの仕事を紹介します。" },
      bundles: [],
    } satisfies FeatureVideoContext,
    jsonLd: ["BreadcrumbList"],
  },
  "templates/preview-event.tsx": { pathname: "/preview_events/internship/10" },
  "templates/review-detail.tsx": {
    pathname: "/companies/3/reviews/41",
    pageContext: { kind: "company", company, review, newer: null, older: null } satisfies ReviewDetailPageContext,
    jsonLd: ["Review", "BreadcrumbList"],
  },
  "templates/review-list.tsx": {
    pathname: "/companies/3/event_reviews",
    pageContext: {
      kind: "event",
      company,
      summary: { count: 5, averages: { overall: 3.8 }, phase_counts: null },
      reviews: [],
      page: 1,
      totalPages: 1,
    } satisfies ReviewListPageContext,
    jsonLd: ["Organization", "BreadcrumbList"],
  },
  "templates/reviews-index.tsx": {
    pathname: "/reviews",
    jsonLd: ["BreadcrumbList"],
    withOtherQuery: "noindex,nofollow",
  },
  "templates/short-video.tsx": {
    pathname: "/short_videos/8",
    pageContext: {
      short: {
        ...bundle,
        db_id: 8,
        title: "オフィス紹介",
        video_url: "https://www.youtube.com/shorts/dQw4w9WgXcQ",
        thumbnail_url: "/media/shorts/8.jpg",
      },
      previous: null,
      next: null,
    } satisfies ShortVideoContext,
    jsonLd: ["VideoObject", "BreadcrumbList"],
  },
  "templates/shutore-article.tsx": {
    pathname: "/shutore/interview/questions",
    data: {
      article: {
        db_id: 1,
        slug_path: "interview/questions",
        path: "/shutore/interview/questions",
        category_key: "interview",
        category_label: "面接",
        category_path: "/shutore/interview",
        title: "面接でよく聞かれる質問",
        description: "よくある質問と答え方です。",
        body_html: "<p>本文</p>",
        reading_minutes: 5,
        published_at: "2026-03-01T00:00:00.000Z",
        updated_at: "2026-03-05T00:00:00.000Z",
      },
      related: { nodes: [] },
    } satisfies Queries.ShutoreArticlePageQuery,
    jsonLd: ["Article", "BreadcrumbList"],
  },
  "templates/shutore-category.tsx": {
    pathname: "/shutore/interview",
    pageContext: { categoryKey: "interview", categoryLabel: "面接" },
    jsonLd: ["BreadcrumbList"],
  },
  "templates/venue-checkin.tsx": { pathname: "/event_in/attend/events/40" },
  "templates/video-bundle.tsx": {
    pathname: "/videos/4",
    pageContext: { bundle, chapterId: null } satisfies VideoBundleContext,
    jsonLd: ["VideoObject", "BreadcrumbList"],
  },
  "templates/video-channel.tsx": {
    pathname: "/videos/channels/1",
    pageContext: {
      channel: { db_id: 1, name: "ミライテック 公式チャンネル", description: "", company: null },
      bundles: [],
    } satisfies VideoChannelContext,
    jsonLd: ["BreadcrumbList"],
  },
  "templates/video-channels.tsx": { pathname: "/videos/channels", jsonLd: ["BreadcrumbList"] },
  "templates/video-search.tsx": { pathname: "/videos/search", jsonLd: ["BreadcrumbList"], withOtherQuery: "noindex" },
  "templates/videos-home.tsx": { pathname: "/videos", jsonLd: ["BreadcrumbList"] },
};

const PERSONAL = "personal or per-visitor content, rendered in the browser";

/** Files noindex without any query, and why; every other page may be indexed and followed. */
export const onPurpose: ReadonlyArray<[RegExp, OnPurpose]> = [
  [/^pages\/(404|500)\.tsx$/, { robots: "noindex,nofollow", why: "error screens" }],
  [/^pages\/healthcheck\.tsx$/, { robots: "noindex,nofollow", why: "a status page for monitors" }],
  [
    /^pages\/(login|logout|login\/callback|unagreed_terms\/.*)\.tsx$/,
    { robots: "noindex,nofollow", why: "sign-in and terms agreement" },
  ],
  [/^pages\/user_registrations\//, { robots: "noindex,nofollow", why: "the registration questionnaire" }],
  [
    /^pages\/(chats|event_attendance|event_checkinable_companies|event_entry_courses|event_reviews\/new|notifications|settings\/index|settings\/privacy|whats_new)\.tsx$/,
    { robots: "noindex,nofollow", why: PERSONAL },
  ],
  [
    /^templates\/(checkin-company|venue-checkin|course-entry|entered-schedule|entry-complete|entry-confirm|entry-courses)\.tsx$/,
    { robots: "noindex,nofollow", why: PERSONAL },
  ],
  [/^templates\/preview-event\.tsx$/, { robots: "noindex,nofollow", why: "unpublished events behind a signed link" }],
  [/^pages\/door\.tsx$/, { robots: "noindex,nofollow", why: "the door screen for venue staff, behind a signed link" }],
  [
    /^templates\/event-list-client\.tsx$/,
    {
      robots: "noindex",
      why: "listings with two or more filters: the prerendered one-filter listings are the indexed ones",
    },
  ],
];

/** The path of a file route: pages/infos/terms.tsx → /infos/terms, pages/index.tsx → /. */
export function fileRoutePath(file: string): string {
  const route = file
    .replace(/^pages/, "")
    .replace(/\.tsx$/, "")
    .replace(/\/index$/, "");
  return route === "" ? "/" : route;
}
