/**
 * Crawlers, link-preview fetchers and fetching tools: spec §8 shows them no error page. A headless browser
 * (HeadlessChrome) is not one by itself: it is what end-to-end tests and previews drive, and crawlers that render with
 * one name themselves (Googlebot).
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|lighthouse|phantomjs|python-requests|curl\/|wget\/|yeti\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && BOT_USER_AGENT.test(userAgent);
}
