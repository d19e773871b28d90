import { dataLayerEntries, resetDataLayer } from "../analytics/data-layer-in-tests";
import type { SiteEnvironment } from "@core/monitoring/monitoring-config";
import { loadTagManager } from "./load-tag-manager";

const gtmScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]')];

describe("loadTagManager", () => {
  beforeEach(() => {
    resetDataLayer();
    for (const script of gtmScripts()) script.remove();
  });
  afterEach(() => jest.restoreAllMocks());

  test.each<[SiteEnvironment, boolean]>([
    ["production", true],
    ["staging", false],
  ])("in %s: the gtm.js script with the id, the bootstrap push and analytics_enabled=%s", (environment, analytics) => {
    jest.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    expect(loadTagManager("GTM-AB12CD", environment)).toBe(true);
    const script = gtmScripts()[0]!;
    expect(script.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
    expect(script.async).toBe(true);
    expect(gtmScripts()).toHaveLength(1);
    expect(dataLayerEntries()).toEqual([
      { site_environment: environment, analytics_enabled: analytics },
      { "gtm.start": 1_700_000_000_000, event: "gtm.js" },
    ]);
  });

  test("development (also deploy previews, tests and local runs) loads nothing", () => {
    expect(loadTagManager("GTM-AB12CD", "development")).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
    expect(dataLayerEntries()).toEqual([]);
  });

  test("no id: nothing, silently", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(loadTagManager(null, "production")).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
  });

  test.each(["gtm-ab12cd", "", 'GTM-AB"></script><script>alert(1)</script>'])(
    "an invalid id %j: the spec's error, nothing loaded",
    (id) => {
      const error = jest.spyOn(console, "error").mockImplementation(() => {});
      expect(loadTagManager(id, "production")).toBe(false);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ message: `${JSON.stringify(id)} is not a valid GTM-ID` }),
      );
      expect(document.querySelectorAll("script")).toHaveLength(0);
      expect(dataLayerEntries()).toEqual([]);
    },
  );
});
