/** Crawlers, link-preview fetchers and headless tools: spec §8 shows them no error page. */
const BOT_USER_AGENT =
  /bot\b|crawl|spider|slurp|mediapartners|adsbot|facebookexternalhit|embedly|bingpreview|lighthouse|chrome-lighthouse|headlesschrome|phantomjs|python-requests|curl\/|wget\/|go-http-client|axios\/|node-fetch|httpclient|ia_archiver|petalbot|yeti\/|daum(oa)?\b/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && BOT_USER_AGENT.test(userAgent);
}
