import { analyticsCategories, interactionCategories } from "./analytics-category";

/*
 * Every analytics event the site sends (spec §9) and the fields its payload may carry. The table is the contract:
 * `pushAnalyticsEvent` drops any field it does not name, and `analytics-events.test.ts` walks it and refuses a
 * field that could carry personal data (names, e-mail addresses, free text, search words, URLs with queries).
 * Payloads carry ids, categories, counts and flags only.
 */

type Field =
  | { readonly kind: "id" } // a positive integer id of a public thing (event, company, schedule, popup…)
  | { readonly kind: "ids" } // a list of such ids
  | { readonly kind: "count" } // a non-negative integer (a result count, a position, a year)
  | { readonly kind: "flag" } // true, false or null (spec §4: "with no user all null or false")
  | { readonly kind: "code" } // a short lowercase code from our own data (an ad place key, a popup type)
  | { readonly kind: "codes" } // a list of such codes (the filter names a search used, never their values)
  | { readonly kind: "enum"; readonly values: readonly string[] };

const id = { kind: "id" } as const;
const ids = { kind: "ids" } as const;
const count = { kind: "count" } as const;
const flag = { kind: "flag" } as const;
const code = { kind: "code" } as const;
const codes = { kind: "codes" } as const;
const oneOf = <const T extends readonly string[]>(...values: T) => ({ kind: "enum", values }) as const;

const category = oneOf(...analyticsCategories);
const click = oneOf(interactionCategories[0]);
const impression = oneOf(interactionCategories[1]);
const placement = oneOf("header", "footer");

export const analyticsEventFields = {
  "set-user-properties": {
    entry_state: flag,
    mail_weekly_magazine: flag,
    mail_event_info: flag,
    mail_whats_new_favorite_companies: flag,
    scout_state: flag,
  },
  "send-confirm-email": { category, flow: oneOf("sign_up", "sign_in") },
  "action-on-recommend": {
    category,
    interaction: oneOf(...interactionCategories),
    event_id: id,
    placement: code,
    position: count,
  },
  "entry-via-external-link": { category, interaction: click, event_id: id },
  "follow-company": { category, interaction: click, company_id: id },
  "unfollow-company": { category, interaction: click, company_id: id },
  search: {
    category,
    search_type: oneOf("event_listing", "event_free_word", "video", "company"),
    filter_keys: codes,
    result_count: count,
  },
  "action-on-popup": {
    category,
    interaction: oneOf(...interactionCategories),
    popup_id: id,
    popup_type: code,
    action: oneOf("show", "click", "close"),
  },
  "register-cooperating-site": { category, interaction: click, cooperating_site_ids: ids },
  "modal-impression-cooperating-site": { category, interaction: impression, cooperating_site_id: id },
  "action-on-pr-event": {
    category,
    interaction: oneOf(...interactionCategories),
    event_id: id,
    ad_place: code,
    position: count,
  },
  event_impression: { category, interaction: impression, event_ids: ids, list: code },
  "student-endeavor-updated": { category, source: oneOf("suggested_unedited", "own_text") },
  "student-endeavor-update-suggested": { category, generator: code },
  "recruiter-external-link-click": { category, interaction: click, placement },
  "oc-engineer-external-link-click": { category, interaction: click, placement },
  "oc-plus-external-link-click": { category, interaction: click, placement },
  "click-google-calendar-via-entry": { category, interaction: click, event_id: id, schedule_id: id },
} as const satisfies Record<string, Record<string, Field>>;

export type AnalyticsEventName = keyof typeof analyticsEventFields;
export const analyticsEventNames = Object.keys(analyticsEventFields) as AnalyticsEventName[];

type ValueOf<F> = F extends { kind: "id" | "count" }
  ? number
  : F extends { kind: "ids" }
    ? readonly number[]
    : F extends { kind: "flag" }
      ? boolean | null
      : F extends { kind: "codes" }
        ? readonly string[]
        : F extends { kind: "enum"; values: readonly (infer V)[] }
          ? V
          : string;

type FieldsOf<N extends AnalyticsEventName> = (typeof analyticsEventFields)[N];
/** Fields the push fills itself: `category` (the page's, spec §9) and an enum with one value (a click's interaction). */
type Defaulted<F> = {
  [K in keyof F]: K extends "category" ? K : F[K] extends { kind: "enum"; values: readonly [string] } ? K : never;
}[keyof F];

/** The payload of one event: every field is required except those the push can fill, which may still be given. */
export type AnalyticsPayload<N extends AnalyticsEventName> = {
  [K in Exclude<keyof FieldsOf<N>, Defaulted<FieldsOf<N>>>]: ValueOf<FieldsOf<N>[K]>;
} & { [K in Defaulted<FieldsOf<N>>]?: ValueOf<FieldsOf<N>[K]> };

export type AnalyticsField = Field;
