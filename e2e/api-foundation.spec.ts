import { expect, test } from "@playwright/test";

const ajax = { "X-Requested-With": "XMLHttpRequest" };

test("feature flags answer through the served functions", async ({ request }) => {
  const one = await request.get("/api/v1/feature_flags/renewal_oc_web_logo", { headers: ajax });
  expect(one.status()).toBe(200);
  expect(typeof (await one.json()).enabled).toBe("boolean");

  const all = await request.get("/app_api/v1/feature_flags", { headers: ajax });
  expect(all.status()).toBe(200);
  expect(Object.keys((await all.json()).feature_flags)).toContain("token_based_auth");

  const unknown = await request.get("/api/v1/feature_flags/no_such_flag", { headers: ajax });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe("not_found");
});

test("company groups answer on both paths with the same body", async ({ request }) => {
  const web = await request.get("/api/v1/company_groups", { headers: ajax });
  const app = await request.get("/app_api/v1/company_groups", { headers: ajax });
  expect(web.status()).toBe(200);
  const body = await web.json();
  expect(body.company_groups.length).toBeGreaterThan(0);
  expect(body.company_groups[0]).toEqual({
    main_company_id: expect.any(Number),
    grouped_company_names: expect.any(Array),
  });
  expect(await app.json()).toEqual(body);
});

test("requests without the ajax marker are refused with the JSON error", async ({ request }) => {
  const response = await request.get("/app_api/v1/feature_flags");
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ error: { status: 403, code: "missing_ajax_marker" } });
});
