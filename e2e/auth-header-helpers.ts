import { expect, type Page } from "@playwright/test";

/** A signed-in student as GET current_user_information answers (the header only reads these fields). */
export const fakeCurrentUser = {
  id: "1",
  unique_id: "u-0001",
  first_name: "太郎",
  last_name: "山田",
  graduate_year: "2027年卒",
  graduate_year_number: 2027,
  email: "student@example.com",
  university: "ミライ大学",
  university_info: null,
  concentration_name: null,
  department_group: null,
  concentration_group: null,
  interest_job_type: { first: null, second: null, third: null },
  registered_on: "2025-04-01",
  last_sign_in_on: null,
  signup_utm_source: null,
  signup_utm_medium: null,
  signup_utm_campaign: null,
  grade: null,
  department: null,
  course: null,
  notification_unread_count: 3,
  whats_new_unread_count: 12,
  unread_comments_count: 1,
  entried_event_count: 0,
  entried_event_schedule_reminder_type: null,
  profile_all_unfilled: false,
  mail_campaign_types: [],
  scout_enabled: false,
  entries_count: 0,
  liked_companies: [],
  profile_image: null,
};

/** Answers the session calls of a signed-in student in the browser, so the header can be checked without a session. */
export async function fakeSignedInSession(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "mirai_signed_in", value: "1", url: baseURL }]);
  await page.route("**/api/v1/authentications/current_user_information", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ current_user: fakeCurrentUser }) }),
  );
  await page.route("**/api/v1/unagreed_terms", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ unagreed_terms: [] }) }),
  );
}

export async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  expect(box).not.toBeNull();
  return box!;
}
