/** Crawlers, link-preview fetchers and headless tools: spec §8 shows them no error page. */
const BOT_USER_AGENT = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|lighthouse|headless|phantomjs|python-requests|curl\/|wget\/|yeti\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && BOT_USER_AGENT.test(userAgent);
}
