import { buildSiteUrl, readLocalEnv } from "./local-env";

describe("buildSiteUrl", () => {
  it("is SITE_URL, else Netlify's URL, else the local server", () => {
    expect(buildSiteUrl(readLocalEnv({ SITE_URL: "https://mirai.example.jp", URL: "https://mirai.netlify.app" }))).toBe(
      "https://mirai.example.jp",
    );
    expect(buildSiteUrl(readLocalEnv({ URL: "https://mirai.netlify.app" }))).toBe("https://mirai.netlify.app");
    expect(buildSiteUrl(readLocalEnv({ PORT: "9000" }))).toBe("http://localhost:9000");
    // a URL variable of something else than Netlify is no reason to stop
    expect(buildSiteUrl(readLocalEnv({ URL: "not a url" }))).toBe("http://localhost:8888");
  });
});
