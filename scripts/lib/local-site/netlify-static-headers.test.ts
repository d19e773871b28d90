import { netlifyStaticHeaders } from "./netlify-static-headers";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

describe("netlifyStaticHeaders", () => {
  it("caches webpack's hashed assets and /static/ for a year, immutable", () => {
    for (const pathname of [
      "/app-67d6cc0c34a2008fa160.js",
      "/framework-722b992aa4eddd07d3d0.js",
      "/component---src-pages-index-tsx-072edbc293ee7c3a080f.js",
      "/171-28a5cd8f59e4a7fbb858.js",
      "/9245-0ffc5275.js",
      "/component---src-pages-index-tsx-0ffc5275.js",
      "/styles.8357599a712e6fd26cdc.css",
      "/static/logo-0123.png",
      "/_gatsby/image/abc/def/photo.webp",
    ]) {
      expect([pathname, netlifyStaticHeaders(pathname)["cache-control"]]).toEqual([pathname, IMMUTABLE]);
    }
  });

  it("makes pages, page-data and unhashed files revalidate", () => {
    for (const pathname of [
      "/",
      "/events/internship/12",
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
      "/robots.txt",
      "/favicon.svg",
      "/app.js",
      "/events/app-67d6cc0c34a2008fa160.js",
      "/events/9245-0ffc5275.js",
    ]) {
      expect([pathname, netlifyStaticHeaders(pathname)["cache-control"]]).toEqual([pathname, REVALIDATE]);
    }
  });
});
