import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { createCurrentUserStore } from "./current-user-store";
import { createSessionEffects } from "./session-effects";
import { apiError, fakeRequester, testCurrentUser } from "./test-support";

function setup({ hint = true, unagreed = [] as unknown[], userFails = false, user = testCurrentUser() } = {}) {
  const client = fakeRequester((request) => {
    if (request.path === "/api/v1/unagreed_terms") return { unagreed_terms: unagreed };
    if (request.path === "/api/v1/google_custom_campaigns") return null;
    throw new Error(`unexpected ${request.path}`);
  });
  const store = createCurrentUserStore({
    hasSessionHint: () => hint,
    clearSessionHint: () => undefined,
    loadCurrentUser: async () => {
      if (userFails) throw apiError(401, "unauthorized");
      return user;
    },
  });
  const navigate = jest.fn();
  const effects = createSessionEffects({ client, store, hasSessionHint: () => hint, navigate });
  return { client, effects, navigate };
}

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("createSessionEffects", () => {
  it("sends a signed-in student with unagreed terms to the agreements page with return_to, once per page load", async () => {
    const { effects, navigate } = setup({ unagreed: [{ type: "terms", version: "2025-04-01" }] });
    await effects.run(at("/events/internship", "?page=2"));
    await effects.run(at("/events/seminar"));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/unagreed_terms/agreements/new?return_to=%2Fevents%2Finternship%3Fpage%3D2");
  });

  it("stays when every term is agreed, on the agreements page itself, and for anonymous visitors", async () => {
    const agreed = setup({ unagreed: [] });
    await agreed.effects.run(at("/"));
    expect(agreed.navigate).not.toHaveBeenCalled();

    const onAgreements = setup({ unagreed: [{ type: "privacy", version: "1" }] });
    await onAgreements.effects.run(at("/unagreed_terms/agreements/new", "?return_to=%2F"));
    expect(onAgreements.navigate).not.toHaveBeenCalled();
    expect(onAgreements.client.requests.map((r) => r.path)).not.toContain("/api/v1/unagreed_terms");

    const anonymous = setup({ hint: false, unagreed: [{ type: "terms", version: "1" }] });
    await anonymous.effects.run(at("/", "?utm_source=google"));
    expect(anonymous.navigate).not.toHaveBeenCalled();
    expect(anonymous.client.requests).toHaveLength(0);
  });

  it("posts the page's utm_* as a Google custom campaign when a session may exist, once per page load", async () => {
    const { effects, client } = setup();
    await effects.run(at("/", "?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=x"));
    await effects.run(at("/", "?utm_source=google"));
    const campaigns = client.requests.filter((r) => r.path === "/api/v1/google_custom_campaigns");
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]).toMatchObject({
      method: "POST",
      body: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
    });
  });

  it("posts no campaign for a page without utm_*", async () => {
    const { effects, client } = setup();
    await effects.run(at("/events/internship"));
    expect(client.requests.map((r) => r.path)).toEqual(["/api/v1/unagreed_terms"]);
  });

  describe("analytics user state", () => {
    beforeEach(() => resetDataLayer());
    const userProperties = () => dataLayerEntries().filter((entry) => entry.event === "set-user-properties");

    it("pushes set-user-properties once per page load for a signed-in student, with the customer-engagement attributes for 2025–2028", async () => {
      const user = testCurrentUser({
        graduate_year_number: 2026,
        entries_count: 3,
        mail_campaign_types: ["weekly_magazine"],
        scout_enabled: true,
      });
      const { effects } = setup({ user });
      await effects.run(at("/events/internship"));
      await effects.run(at("/events/seminar"));
      const state = {
        entry_state: true,
        mail_weekly_magazine: true,
        mail_event_info: false,
        mail_whats_new_favorite_companies: false,
        scout_state: true,
      };
      expect(dataLayerEntries()).toEqual([
        { customer_engagement_attributes: { graduate_year_number: 2026, ...state } },
        { event: "set-user-properties", ...state },
      ]);
    });

    it.each([
      ["without the session hint", { hint: false }],
      ["when the session has ended (401)", { userFails: true }],
    ])("pushes the anonymous state %s", async (_, options) => {
      const { effects } = setup(options);
      await effects.run(at("/"));
      expect(userProperties()).toEqual([
        {
          event: "set-user-properties",
          entry_state: false,
          mail_weekly_magazine: null,
          mail_event_info: null,
          mail_whats_new_favorite_companies: null,
          scout_state: null,
        },
      ]);
      expect(dataLayerEntries()).toHaveLength(1);
    });
  });
});
