import { analyticsEventFields, analyticsEventNames } from "./analytics-events";

const specEvents = [
  "set-user-properties",
  "send-confirm-email",
  "action-on-recommend",
  "entry-via-external-link",
  "follow-company",
  "unfollow-company",
  "search",
  "action-on-popup",
  "register-cooperating-site",
  "modal-impression-cooperating-site",
  "action-on-pr-event",
  "event_impression",
  "student-endeavor-updated",
  "student-endeavor-update-suggested",
  "recruiter-external-link-click",
  "oc-engineer-external-link-click",
  "oc-plus-external-link-click",
  "click-google-calendar-via-entry",
];

/** Field names that could hold a person's data or free text. */
const personal =
  /name|mail_address|email|e_mail|phone|tel|address|birth|school|university|faculty|text|content|body|message|comment|query|term|keyword|word|url|href|path|user_id|token|reason/;

describe("analytics events", () => {
  it("are exactly the spec's 18, with the spec's names", () => {
    expect([...analyticsEventNames].sort()).toEqual([...specEvents].sort());
  });

  it.each(analyticsEventNames)("%s carries no field that could hold personal data or free text", (name) => {
    const fields = analyticsEventFields[name] as Record<string, { kind: string }>;
    for (const [field, { kind }] of Object.entries(fields)) {
      expect(`${field}`).not.toMatch(personal);
      // only ids, counts, flags, codes and fixed values: never an open string
      expect(["id", "ids", "count", "flag", "code", "codes", "enum"]).toContain(kind);
    }
  });

  it.each(analyticsEventNames.filter((name) => name !== "set-user-properties"))(
    "%s says its analytics category",
    (name) => {
      expect(Object.keys(analyticsEventFields[name])).toContain("category");
    },
  );
});
