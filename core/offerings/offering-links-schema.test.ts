import { offeringLinksEnvSchema } from "./offering-links-schema";

describe("offeringLinksEnvSchema", () => {
  it("defaults to our own domain family", () => {
    expect(offeringLinksEnvSchema.parse({})).toEqual({
      GATSBY_RECRUITER_SITE_URL: "https://recruit.mirai-career.jp/",
      GATSBY_OC_ENGINEER_URL: "https://engineer.mirai-career.jp/",
      GATSBY_OC_PLUS_URL: "https://plus.mirai-career.jp/",
    });
  });

  it("takes an https address from the environment, and treats an empty one as unset", () => {
    const env = offeringLinksEnvSchema.parse({
      GATSBY_RECRUITER_SITE_URL: "https://staging-recruit.example.jp/lp?from=mirai",
      GATSBY_OC_PLUS_URL: "",
    });
    expect(env.GATSBY_RECRUITER_SITE_URL).toBe("https://staging-recruit.example.jp/lp?from=mirai");
    expect(env.GATSBY_OC_PLUS_URL).toBe("https://plus.mirai-career.jp/");
  });

  it.each(["http://recruit.mirai-career.jp/", "javascript:alert(1)", "recruit.mirai-career.jp", "https://"])(
    "refuses %s",
    (value) => {
      expect(offeringLinksEnvSchema.safeParse({ GATSBY_OC_ENGINEER_URL: value }).success).toBe(false);
    },
  );
});
