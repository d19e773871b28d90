import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEVELOPMENT_PREVIEW_SECRET } from "../../server/previews/preview-env";
import { scanPublicVariables, scanPublishedFiles } from "./secret-scan";

const ENV = {
  AUTH_JWT_SECRET: "q8Xv3-jwt-signing-key-0123456789",
  DATABASE_URL: "postgres://mirai:hunter2-db-password@db.internal:5432/mirai",
  EDITOR_API_TOKEN: "editor-token-0123456789abcdef",
  PORT: "8888",
  GATSBY_DATADOG_CLIENT_TOKEN: "pub0123456789abcdef0123456789abcd",
};

let publicDir: string;
beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), "secret-scan-"));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

function publish(relative: string, content: string | Uint8Array) {
  mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
  writeFileSync(path.join(publicDir, relative), content);
}

describe("scanPublishedFiles", () => {
  it("finds nothing in a clean site, whatever public values it holds", () => {
    publish(
      "index.html",
      `<html><script>window.dd="${ENV.GATSBY_DATADOG_CLIENT_TOKEN}";</script><p>port 8888</p></html>`,
    );
    publish("page-data/index/page-data.json", '{"result":{"data":{"title":"ミライキャリア"}}}');
    expect(scanPublishedFiles(publicDir, ENV)).toEqual([]);
  });

  it("names the file and the variable of every secret value it finds, never the value", () => {
    publish("app-0123456789abcdef0123.js", `var k="${ENV.AUTH_JWT_SECRET}";`);
    publish("events/1/index.html", `<!-- ${ENV.EDITOR_API_TOKEN} -->`);
    publish("page-data/x/page-data.json", `{"preview":"${DEVELOPMENT_PREVIEW_SECRET}"}`);
    const findings = scanPublishedFiles(publicDir, ENV);
    expect(findings).toEqual(
      expect.arrayContaining([
        { where: "app-0123456789abcdef0123.js", what: "AUTH_JWT_SECRET" },
        { where: path.join("events", "1", "index.html"), what: "EDITOR_API_TOKEN" },
        { where: path.join("page-data", "x", "page-data.json"), what: "DEVELOPMENT_PREVIEW_SECRET" },
      ]),
    );
    expect(JSON.stringify(findings)).not.toContain(ENV.AUTH_JWT_SECRET);
  });

  it("finds secret shapes from no variable of this process: database URLs with a password, keys, JWTs, tokens", () => {
    publish("a.js", 'fetch("postgresql://admin:s3cret@10.0.0.5/prod")');
    publish("b.txt", "-----BEGIN RSA PRIVATE KEY-----\nMIIE...");
    publish(
      "c.json",
      '{"t":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"}',
    );
    publish("d.js", `"mrt_${"A".repeat(43)}"`);
    const found = scanPublishedFiles(publicDir, {})
      .map(({ where, what }) => `${where}: ${what}`)
      .sort();
    expect(found).toEqual([
      "a.js: database URL with a password",
      "b.txt: private key",
      "c.json: JSON Web Token",
      "d.js: recruiter API token",
    ]);
  });

  it("does not read media files", () => {
    publish("media/photo.jpg", Buffer.from(`\xff\xd8${ENV.AUTH_JWT_SECRET}`, "latin1"));
    expect(scanPublishedFiles(publicDir, ENV)).toEqual([]);
  });
});

describe("scanPublicVariables", () => {
  it("accepts public client ids and tokens", () => {
    expect(
      scanPublicVariables({
        ...ENV,
        GATSBY_SENTRY_DSN: "https://abc@o1.ingest.sentry.io/1",
        GATSBY_GTM_ID: "GTM-ABC1234",
      }),
    ).toEqual([]);
  });

  it("flags a GATSBY_* variable holding a server secret, a secret shape, or named like a secret", () => {
    const findings = scanPublicVariables({
      ...ENV,
      GATSBY_API_AUTH: ENV.AUTH_JWT_SECRET,
      GATSBY_DB: "postgres://u:p@host/db",
      GATSBY_PREVIEW_SECRET: "x",
    });
    expect(findings).toEqual([
      { where: "GATSBY_API_AUTH", what: "AUTH_JWT_SECRET" },
      { where: "GATSBY_DB", what: "database URL with a password" },
      { where: "GATSBY_PREVIEW_SECRET", what: "a secret's name on a public variable" },
    ]);
  });
});
