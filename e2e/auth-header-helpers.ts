import { expect, type Page } from "@playwright/test";
import { testCurrentUser } from "../core/test-support/current-user";

/** A signed-in student as GET current_user_information answers, with unread counts for the header's badges. */
export const fakeCurrentUser = testCurrentUser({
  notification_unread_count: 3,
  whats_new_unread_count: 12,
  unread_comments_count: 1,
});

/** Answers the session calls of a signed-in student in the browser, so the header can be checked without a session. */
export async function fakeSignedInSession(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "mirai_signed_in", value: "1", url: baseURL }]);
  await page.route("**/api/v1/authentications/current_user_information", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ current_user: fakeCurrentUser }),
    }),
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
