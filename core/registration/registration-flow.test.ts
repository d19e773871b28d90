import {
  isExemptFromRegistrationRedirect,
  isStepPage,
  nextStepInVersion,
  pathAfterStep,
  previousStepInVersion,
  recommendEventsRedirect,
  recommendSitesDecision,
  registrationPageOf,
  REGISTRATION_STEP_KEYS,
  resumePath,
  resumeStep,
  siteWideRegistrationRedirect,
  STEP_PAGES,
  stepOfPage,
  stepPageRedirect,
  stepProgress,
  type RegistrationLookup,
  type RegistrationState,
  type RegistrationStepKey,
  type RegistrationVersion,
} from "./registration-flow";

function version(key: string, groups: Record<string, RegistrationStepKey[]>): RegistrationVersion {
  return {
    key,
    groups: Object.entries(groups).map(([group, steps]) => ({
      key: group,
      steps: steps.map((step) => ({ key: step })),
    })),
  };
}

/** The seed's current version (db/seed/master/registration-versions.ts). */
const current = version("version202405002", {
  basic_information: [
    "basic_information",
    "affiliation",
    "preferred_business_category",
    "preferred_job_type",
    "preferred_work_prefecture",
    "preferred_company_choice_factor_type",
  ],
  event: ["entry_on_user_registration"],
  scout: ["scout_option", "activity", "student_endeavor"],
  new_grad_referral: ["new_grad_referral_option"],
  useful_information: ["mail_magazine_unsubscribe", "cooperating_site"],
});
const older = version("version202304001", {
  basic_information: ["basic_information", "affiliation", "preferred_business_category", "preferred_job_type"],
  scout: ["scout_option"],
  useful_information: ["mail_magazine_unsubscribe", "cooperating_site"],
});

function registration(
  status: "incomplete" | "completed",
  done: RegistrationStepKey[],
  key = current.key,
): RegistrationState {
  return {
    user_registration_version_key: key,
    status,
    user_registration_complete_steps: done.map((step) => ({ user_registration_step_key: step })),
  };
}
const found = (state: RegistrationState, v: RegistrationVersion = current): RegistrationLookup => ({
  kind: "found",
  registration: state,
  version: v,
});

describe("step-to-page map (spec §2 table)", () => {
  test.each<[RegistrationStepKey, string]>([
    ["basic_information", "basic_information"],
    ["affiliation", "affiliation"],
    ["preferred_business_category", "select_business"],
    ["preferred_job_type", "select_job"],
    ["preferred_work_prefecture", "select_work_location"],
    ["preferred_company_choice_factor_type", "core_of_job_hunting"],
    ["entry_on_user_registration", "recommend_events"],
    ["new_grad_referral_option", "new_grad_referral_option"],
    ["scout_option", "scout_option"],
    ["activity", "activity"],
    ["student_endeavor", "student_endeavor"],
    ["mail_magazine_unsubscribe", "mail_magazine_unsubscribe"],
    ["cooperating_site", "recommend_sites"],
    ["student_confirmation", "student_confirmation"],
  ])("%s → /user_registrations/%s and back", (step, page) => {
    expect(STEP_PAGES[step]).toBe(page);
    expect(stepOfPage(`/user_registrations/${page}`)).toBe(step);
  });

  test("every step key has a page", () => {
    expect(Object.keys(STEP_PAGES).sort()).toEqual([...REGISTRATION_STEP_KEYS].sort());
  });
});

describe("which paths are step pages", () => {
  test.each<[string, boolean]>([
    ["/user_registrations/basic_information", true],
    ["/user_registrations/select_business", true],
    ["/user_registrations/recommend_sites", true],
    ["/user_registrations/recommend_events", true],
    ["/user_registrations/mail_magazine_unsubscribe", true],
    ["/user_registrations/student_confirmation", true],
    ["/user_registrations/student_verification", true],
    ["/user_registrations/affiliation/", true],
    ["/user_registrations", false],
    ["/user_registrations/confirm", false],
    ["/user_registrations/result", false],
    ["/user_registrations/for_miraiid_users", false],
    ["/user_registrations/unknown", false],
    ["/basic_information", false],
    ["/user_registrations/affiliation/x", false],
  ])("%s → %s", (path, expected) => {
    expect(isStepPage(path)).toBe(expected);
  });

  test("registrationPageOf reads only /user_registrations/{page}", () => {
    expect(registrationPageOf("/user_registrations/confirm")).toBe("confirm");
    expect(registrationPageOf("/user_registrations")).toBeNull();
    expect(registrationPageOf("/events/internship")).toBeNull();
  });
});

describe("resume rule (spec §4): first open step of the groups in order; all done → basic_information", () => {
  test.each<[string, RegistrationVersion, RegistrationStepKey[], RegistrationStepKey]>([
    ["nothing done", current, [], "basic_information"],
    ["first step done", current, ["basic_information"], "affiliation"],
    ["a later step done first does not count", current, ["affiliation", "activity"], "basic_information"],
    [
      "whole first group done → event group",
      current,
      [
        "basic_information",
        "affiliation",
        "preferred_business_category",
        "preferred_job_type",
        "preferred_work_prefecture",
        "preferred_company_choice_factor_type",
      ],
      "entry_on_user_registration",
    ],
    [
      "a gap in the first group wins over later groups",
      current,
      ["basic_information", "affiliation", "preferred_job_type", "entry_on_user_registration"],
      "preferred_business_category",
    ],
    [
      "groups in their order, not step-key order",
      older,
      ["basic_information", "affiliation", "preferred_business_category", "preferred_job_type"],
      "scout_option",
    ],
    [
      "older version's last step",
      older,
      [
        "basic_information",
        "affiliation",
        "preferred_business_category",
        "preferred_job_type",
        "scout_option",
        "mail_magazine_unsubscribe",
      ],
      "cooperating_site",
    ],
    [
      "all done → basic_information",
      older,
      [
        "basic_information",
        "affiliation",
        "preferred_business_category",
        "preferred_job_type",
        "scout_option",
        "mail_magazine_unsubscribe",
        "cooperating_site",
      ],
      "basic_information",
    ],
    ["completed steps outside the version are ignored", older, ["activity", "student_endeavor"], "basic_information"],
  ])("%s", (_name, v, done, expected) => {
    expect(resumeStep(v, registration("incomplete", done, v.key))).toBe(expected);
  });

  test("resumePath gives the step's page", () => {
    expect(resumePath(current, registration("incomplete", ["basic_information", "affiliation"]))).toBe(
      "/user_registrations/select_business",
    );
  });
});

describe("moving between steps", () => {
  test.each<[RegistrationStepKey, RegistrationStepKey[], string]>([
    ["basic_information", [], "/user_registrations/affiliation"],
    ["affiliation", ["basic_information", "preferred_business_category"], "/user_registrations/select_job"],
    ["cooperating_site", ["basic_information"], "/user_registrations/affiliation"],
    [
      "preferred_job_type",
      [
        "basic_information",
        "affiliation",
        "preferred_business_category",
        "preferred_work_prefecture",
        "preferred_company_choice_factor_type",
        "entry_on_user_registration",
        "scout_option",
        "activity",
        "student_endeavor",
        "new_grad_referral_option",
        "mail_magazine_unsubscribe",
        "cooperating_site",
      ],
      "/user_registrations/confirm",
    ],
  ])("after %s with %j done → %s", (step, done, expected) => {
    expect(pathAfterStep(current, registration("incomplete", done), step)).toBe(expected);
  });

  test("previous and next in the version's order", () => {
    expect(previousStepInVersion(current, "basic_information")).toBeNull();
    expect(previousStepInVersion(current, "entry_on_user_registration")).toBe("preferred_company_choice_factor_type");
    expect(nextStepInVersion(current, "student_endeavor")).toBe("new_grad_referral_option");
    expect(nextStepInVersion(current, "cooperating_site")).toBeNull();
    expect(nextStepInVersion(older, "scout_option")).toBe("mail_magazine_unsubscribe");
  });

  test("progress counts the version's steps", () => {
    expect(stepProgress(current, "basic_information")).toEqual({ current: 1, total: 13 });
    expect(stepProgress(current, "cooperating_site")).toEqual({ current: 13, total: 13 });
    expect(stepProgress(older, "scout_option")).toEqual({ current: 5, total: 7 });
    expect(stepProgress(older, "activity")).toBeNull();
  });
});

describe("step pages: completed or missing registration → /; student check pages only when completed and unconfirmed", () => {
  const incomplete = found(registration("incomplete", ["basic_information"]));
  const completed = found(registration("completed", []));
  type Row = [string, string, boolean, RegistrationLookup, boolean | null, string | null];
  test.each<Row>([
    ["incomplete registration stays", "/user_registrations/affiliation", true, incomplete, null, null],
    [
      "an earlier, done step stays (back navigation)",
      "/user_registrations/basic_information",
      true,
      incomplete,
      null,
      null,
    ],
    ["completed → /", "/user_registrations/affiliation", true, completed, null, "/"],
    ["missing registration → /", "/user_registrations/affiliation", true, { kind: "missing" }, null, "/"],
    ["lookup failure → /", "/user_registrations/affiliation", true, { kind: "failed" }, null, "/"],
    ["anonymous → /", "/user_registrations/basic_information", false, { kind: "missing" }, null, "/"],
    [
      "step outside the student's version → resume page",
      "/user_registrations/activity",
      true,
      found(registration("incomplete", ["basic_information"], older.key), older),
      null,
      "/user_registrations/affiliation",
    ],
    [
      "student_confirmation while completed and unconfirmed stays",
      "/user_registrations/student_confirmation",
      true,
      completed,
      false,
      null,
    ],
    [
      "student_verification while completed and unconfirmed stays",
      "/user_registrations/student_verification",
      true,
      completed,
      false,
      null,
    ],
    [
      "student_confirmation when already confirmed → /",
      "/user_registrations/student_confirmation",
      true,
      completed,
      true,
      "/",
    ],
    [
      "student_verification with an incomplete registration → /",
      "/user_registrations/student_verification",
      true,
      incomplete,
      false,
      "/",
    ],
    [
      "student_confirmation anonymous → /",
      "/user_registrations/student_confirmation",
      false,
      { kind: "missing" },
      null,
      "/",
    ],
    [
      "student_verification when confirmation could not be read → /",
      "/user_registrations/student_verification",
      true,
      completed,
      null,
      "/",
    ],
    [
      "student_confirmation lookup failure → /",
      "/user_registrations/student_confirmation",
      true,
      { kind: "failed" },
      false,
      "/",
    ],
    ["non-step page confirm: no rule here", "/user_registrations/confirm", true, completed, null, null],
    ["non-step page result: no rule here", "/user_registrations/result", true, { kind: "missing" }, null, null],
    [
      "for_miraiid_users: no rule here",
      "/user_registrations/for_miraiid_users",
      false,
      { kind: "missing" },
      null,
      null,
    ],
  ])("%s", (_name, path, signedIn, lookup, isStudentConfirmed, expected) => {
    expect(stepPageRedirect(path, { signedIn, lookup, isStudentConfirmed })).toBe(expected);
  });
});

describe("site-wide: an incomplete registration sends every other page to the next unfinished step page", () => {
  const incomplete = found(registration("incomplete", ["basic_information", "affiliation"]));
  const rows: [string, RegistrationLookup, boolean, string | null][] = [
    ["/", incomplete, false, "/user_registrations/select_business"],
    ["/events/internship", incomplete, false, "/user_registrations/select_business"],
    ["/companies/12/reviews", incomplete, false, "/user_registrations/select_business"],
    ["/infos/terms", incomplete, false, null],
    ["/infos/privacy", incomplete, false, null],
    ["/404", incomplete, false, null],
    ["/500", incomplete, false, null],
    ["/404.html", incomplete, false, null],
    ["/no/such/page", incomplete, true, null],
    ["/healthcheck", incomplete, false, null],
    ["/login", incomplete, false, null],
    ["/login/callback", incomplete, false, null],
    ["/logout", incomplete, false, null],
    ["/unagreed_terms/agreements/new", incomplete, false, null],
    ["/user_registrations", incomplete, false, null],
    ["/user_registrations/confirm", incomplete, false, null],
    ["/", found(registration("completed", [])), false, null],
    ["/", { kind: "missing" }, false, null],
    ["/", { kind: "failed" }, false, null],
    ["/", found(registration("incomplete", [])), false, "/user_registrations/basic_information"],
  ];
  const describeLookup = (lookup: RegistrationLookup) =>
    lookup.kind === "found" ? lookup.registration.status : lookup.kind;
  test.each(rows.map((row) => [row[0], describeLookup(row[1]), ...row] as const))(
    "%s, registration %s",
    (_p, _l, path, lookup, isErrorPage, expected) => {
      expect(siteWideRegistrationRedirect(path, lookup, isErrorPage)).toBe(expected);
    },
  );

  test.each<[string, boolean]>([
    ["/infos", true],
    ["/informations", false],
    ["/loginx", false],
    ["/user_registrationsx", false],
  ])("exempt prefix match is by path segment: %s → %s", (path, expected) => {
    expect(isExemptFromRegistrationRedirect(path)).toBe(expected);
  });
});

describe("recommend_sites: no sites → complete cooperating_site, then recommend_events (version202405002) or result", () => {
  test.each<[number, string, ReturnType<typeof recommendSitesDecision>]>([
    [3, "version202405002", { kind: "show" }],
    [1, "version202304001", { kind: "show" }],
    [
      0,
      "version202405002",
      { kind: "skip", completeStep: "cooperating_site", redirectTo: "/user_registrations/recommend_events" },
    ],
    [
      0,
      "version202304001",
      { kind: "skip", completeStep: "cooperating_site", redirectTo: "/user_registrations/result" },
    ],
  ])("%i sites on %s", (count, key, expected) => {
    expect(recommendSitesDecision(count, key)).toEqual(expected);
  });
});

describe("recommend_events: neither recommended nor recently viewed events → scout_option", () => {
  test.each<[number, number, string | null]>([
    [0, 0, "/user_registrations/scout_option"],
    [2, 0, null],
    [0, 1, null],
    [4, 5, null],
  ])("%i recommended, %i recently viewed", (recommended, viewed, expected) => {
    expect(recommendEventsRedirect(recommended, viewed)).toBe(expected);
  });
});
