import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { DEMO_USER_EMAILS } from "../../db/seed";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { signUpResponseSchema } from "../../core/api/sign-up";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { latestMailTo, setCookies } from "../testing/outbox";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth } from "../testing/sign-in-as";
import { listUnagreedTerms } from "../terms/terms-service";

type Handler = FunctionModule["default"];
let database: TestDatabase;
let authentications: Handler;
let users: Handler;
let refresh: Handler;
let ipCounter = 0;

/** Every test gets its own client address, so the per-IP limits of one test do not spill into the next. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

beforeAll(async () => {
  database = await openSeededDatabase();
  authentications = (await loadFunction("authentications")).default;
  users = (await loadFunction("users")).default;
  refresh = (await loadFunction("auth-refresh")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

/** Rate limits count per address too; each test starts with none recorded (the limit tests fill their own). */
beforeEach(async () => {
  await database.db.execute(sql`delete from auth_rate_limit_hits`);
});

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute(query);
  return Number((result.rows[0] as { n: number | string }).n);
}

function post(
  handler: Handler,
  path: string,
  body: unknown,
  options: { cookies?: Record<string, string>; ip?: string } = {},
) {
  return handler(apiRequest(path, { method: "POST", body, cookies: options.cookies }), { ip: options.ip ?? freshIp() });
}

async function askForSignInMail(email: string, ip = freshIp()) {
  const response = await post(authentications, "/api/v1/authentications/sign_in_mails", { email }, { ip });
  expect(response.status).toBe(202);
  return {
    response,
    challenge: setCookies(response).mirai_sign_in_challenge!.value,
    mail: await latestMailTo(database.db, email),
  };
}

async function signInWithLink(token: string) {
  return post(authentications, "/api/v1/authentications/sign_in_links", { token });
}

/** Cookies of a fresh session of the first demo student. */
async function signedInSession() {
  const { mail } = await askForSignInMail(DEMO_USER_EMAILS[0]);
  const response = await signInWithLink(mail.linkToken!);
  expect(response.status).toBe(200);
  return setCookies(response);
}

describe("sign-up (POST /api/v1/users)", () => {
  it("creates the account and an incomplete registration, and mails a confirmation link and code", async () => {
    const email = "hanako.sato@example.ac.jp";
    const response = await post(users, "/api/v1/users", {
      email: "Hanako.Sato@Example.ac.jp",
      user_registration_version_key: "version202405002",
      utm_source: "instagram",
      waad: "wa-123",
    });
    expect(response.status).toBe(201);
    const body = signUpResponseSchema.parse(await response.json());
    const [user] = (
      await database.db.execute(sql`select id, signup_utm_source, signup_waad from users where email = ${email}`)
    ).rows as {
      id: string;
      signup_utm_source: string;
      signup_waad: string;
    }[];
    expect(user).toEqual({ id: body.user.id, signup_utm_source: "instagram", signup_waad: "wa-123" });
    expect(
      await count(
        sql`select count(*) as n from user_registrations where user_id = ${user!.id} and status = 'incomplete'`,
      ),
    ).toBe(1);
    // 「同意して登録する」: the new account has agreed to the current terms and privacy policy
    expect(await listUnagreedTerms(database.db, user!.id)).toEqual([]);
    expect(await count(sql`select count(*) as n from terms_agreements where user_id = ${user!.id}`)).toBeGreaterThan(0);
    const mail = await latestMailTo(database.db, email);
    expect(mail.template).toBe("confirm_email");
    expect(mail.linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(setCookies(response).mirai_sign_in_challenge?.attributes.httponly).toBe(true);
  });

  it("answers an existing address with the same status and body shape, creates nothing and mails a sign-in link", async () => {
    const before = await count(sql`select count(*) as n from users`);
    const known = await post(users, "/api/v1/users", {
      email: DEMO_USER_EMAILS[0],
      user_registration_version_key: "version202405002",
    });
    const fresh = await post(users, "/api/v1/users", {
      email: "jiro.kato@example.com",
      user_registration_version_key: "version202405002",
    });
    expect(known.status).toBe(fresh.status);
    const knownBody = signUpResponseSchema.parse(await known.json());
    const freshBody = signUpResponseSchema.parse(await fresh.json());
    expect(Object.keys(knownBody.user)).toEqual(Object.keys(freshBody.user));
    expect(knownBody.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await count(sql`select count(*) as n from users where id = ${knownBody.user.id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from users`)).toBe(before + 1);
    expect((await latestMailTo(database.db, DEMO_USER_EMAILS[0])).template).toBe("sign_in");
    expect(Object.keys(setCookies(known))).toEqual(Object.keys(setCookies(fresh)));
  });

  it("rejects an unknown registration version, a bad address and unknown fields without creating anything", async () => {
    const before = await count(sql`select count(*) as n from users`);
    const badVersion = await post(users, "/api/v1/users", {
      email: "a@example.com",
      user_registration_version_key: "version1999",
    });
    expect(badVersion.status).toBe(400);
    expect(apiErrorBodySchema.parse(await badVersion.json()).error.message).toContain("user_registration_version_key");
    const missing = await post(users, "/api/v1/users", { email: "a@example.com" });
    expect(apiErrorBodySchema.parse(await missing.json()).error.message).toContain("user_registration_version_key");
    expect(
      (
        await post(users, "/api/v1/users", {
          email: "not-an-address",
          user_registration_version_key: "version202405002",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post(users, "/api/v1/users", {
          email: "b@example.com",
          user_registration_version_key: "version202405002",
          admin: true,
        })
      ).status,
    ).toBe(400);
    expect(await count(sql`select count(*) as n from users`)).toBe(before);
  });

  it("answers 429 with Retry-After after 10 tries per address, whatever the IP", async () => {
    const email = "many.tries@example.com";
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post(users, "/api/v1/users", { email, user_registration_version_key: "version202405002" })).status,
      ).toBe(201);
    }
    const refused = await post(users, "/api/v1/users", { email, user_registration_version_key: "version202405002" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe("rate_limited");
  });

  it("answers 429 after 10 tries from one IP, whatever the address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      await post(
        users,
        "/api/v1/users",
        { email: `ip.limit.${i}@example.com`, user_registration_version_key: "version202405002" },
        { ip },
      );
    }
    const refused = await post(
      users,
      "/api/v1/users",
      { email: "ip.limit.last@example.com", user_registration_version_key: "version202405002" },
      { ip },
    );
    expect(refused.status).toBe(429);
    expect(await count(sql`select count(*) as n from users where email = 'ip.limit.last@example.com'`)).toBe(0);
  });
});

describe("sign-in mails", () => {
  it("answer known and unknown addresses alike; only the known one gets a link", async () => {
    const known = await post(authentications, "/api/v1/authentications/sign_in_mails", { email: DEMO_USER_EMAILS[1] });
    const unknown = await post(authentications, "/api/v1/authentications/sign_in_mails", {
      email: "nobody@example.com",
    });
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
    expect(Object.keys(setCookies(known))).toEqual(Object.keys(setCookies(unknown)));
    expect((await latestMailTo(database.db, DEMO_USER_EMAILS[1])).linkToken).not.toBeNull();
    const note = await latestMailTo(database.db, "nobody@example.com");
    expect([note.template, note.linkToken, note.code]).toEqual(["sign_in_no_account", null, null]);
  });
});

describe("signing in with the mailed link", () => {
  it("starts a session with the cookies' flags: HttpOnly session and refresh, readable token, SameSite=Lax, path /", async () => {
    const cookies = await signedInSession();
    expect(cookies.mirai_session!.attributes).toMatchObject({ httponly: true, samesite: "Lax", path: "/" });
    expect(cookies.mirai_refresh!.attributes).toMatchObject({ httponly: true, samesite: "Lax", path: "/v1/auth" });
    expect(cookies.token!.attributes).toMatchObject({ samesite: "Lax", path: "/", "max-age": "900" });
    expect(cookies.token!.attributes.httponly).toBeUndefined();
    expect(cookies.mirai_signed_in!.value).toBe("1");
    // plain-http localhost: browsers would drop Secure cookies there
    expect(cookies.mirai_session!.attributes.secure).toBeUndefined();
  });

  it("marks every cookie Secure outside localhost", async () => {
    const { mail } = await askForSignInMail(DEMO_USER_EMAILS[0]);
    const response = await authentications(
      apiRequest("/api/v1/authentications/sign_in_links", {
        method: "POST",
        body: { token: mail.linkToken },
        origin: "https://mirai-career.example",
      }),
      { ip: freshIp() },
    );
    const cookies = setCookies(response);
    for (const name of ["mirai_session", "mirai_refresh", "token", "mirai_signed_in"])
      expect([name, cookies[name]!.attributes.secure]).toEqual([name, true]);
  });

  it("works once: a second use is 401 and two concurrent uses create exactly one session", async () => {
    const { mail } = await askForSignInMail(DEMO_USER_EMAILS[0]);
    const sessionsBefore = await count(sql`select count(*) as n from user_sessions`);
    const [first, second] = await Promise.all([signInWithLink(mail.linkToken!), signInWithLink(mail.linkToken!)]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    expect(await count(sql`select count(*) as n from user_sessions`)).toBe(sessionsBefore + 1);
    const again = await signInWithLink(mail.linkToken!);
    expect(again.status).toBe(401);
    expect(apiErrorBodySchema.parse(await again.json()).error.code).toBe("invalid_sign_in_link");
  });

  it("refuses an expired link", async () => {
    const { mail } = await askForSignInMail(DEMO_USER_EMAILS[0]);
    await database.db.execute(
      sql`update sign_in_challenges set expires_at = now() - interval '1 second' where consumed_at is null`,
    );
    expect((await signInWithLink(mail.linkToken!)).status).toBe(401);
  });

  it("goes back to the page the student came from, never to another site", async () => {
    const email = DEMO_USER_EMAILS[0];
    await post(authentications, "/api/v1/authentications/sign_in_mails", { email, return_to: "/events/internship" });
    const response = await signInWithLink((await latestMailTo(database.db, email)).linkToken!);
    expect(await response.json()).toEqual({ signed_in: true, return_to: "/events/internship" });
    for (const returnTo of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const refused = await post(authentications, "/api/v1/authentications/sign_in_mails", {
        email,
        return_to: returnTo,
      });
      expect([returnTo, refused.status]).toEqual([returnTo, 400]);
    }
  });
});

describe("signing in with the 6-digit code", () => {
  it("signs in the browser holding the challenge cookie, once", async () => {
    const { challenge, mail } = await askForSignInMail(DEMO_USER_EMAILS[0]);
    const cookies = { mirai_sign_in_challenge: challenge };
    const ok = await post(authentications, "/api/v1/authentications/sign_in_codes", { code: mail.code }, { cookies });
    expect(ok.status).toBe(200);
    expect(setCookies(ok).mirai_session?.value).toBeTruthy();
    expect(
      (await post(authentications, "/api/v1/authentications/sign_in_codes", { code: mail.code }, { cookies })).status,
    ).toBe(401);
  });

  it("refuses the right code from another browser (no or another challenge cookie)", async () => {
    const { mail } = await askForSignInMail(DEMO_USER_EMAILS[0]);
    const { challenge: other } = await askForSignInMail(DEMO_USER_EMAILS[1]);
    expect((await post(authentications, "/api/v1/authentications/sign_in_codes", { code: mail.code })).status).toBe(
      401,
    );
    expect(
      (
        await post(
          authentications,
          "/api/v1/authentications/sign_in_codes",
          { code: mail.code },
          { cookies: { mirai_sign_in_challenge: other } },
        )
      ).status,
    ).toBe(401);
  });

  it("stops accepting codes after 5 wrong ones", async () => {
    const { challenge, mail } = await askForSignInMail(DEMO_USER_EMAILS[0]);
    const cookies = { mirai_sign_in_challenge: challenge };
    const wrong = mail.code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i += 1) {
      const response = await post(
        authentications,
        "/api/v1/authentications/sign_in_codes",
        { code: wrong },
        { cookies },
      );
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe("invalid_sign_in_code");
    }
    expect(
      (await post(authentications, "/api/v1/authentications/sign_in_codes", { code: mail.code }, { cookies })).status,
    ).toBe(401);
  });

  it("answers 429 after 10 code tries from one IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1)
      await post(authentications, "/api/v1/authentications/sign_in_codes", { code: "123456" }, { ip });
    const refused = await post(authentications, "/api/v1/authentications/sign_in_codes", { code: "123456" }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("validates the code's shape", async () => {
    expect((await post(authentications, "/api/v1/authentications/sign_in_codes", { code: "12345" })).status).toBe(400);
  });
});

describe("session check (verify) and sign-out", () => {
  it("answers session_valid with the session cookie, 401 when anonymous or signed out", async () => {
    const cookies = await signedInSession();
    const session = { mirai_session: cookies.mirai_session!.value };
    const verify = () => authentications(apiRequest("/api/v1/authentications/verify", { cookies: session }));
    const ok = await verify();
    expect([ok.status, await ok.json()]).toEqual([200, { session_valid: true }]);
    expect(ok.headers.get("Cache-Control")).toContain("no-store");
    expect((await authentications(apiRequest("/api/v1/authentications/verify"))).status).toBe(401);

    const out = await authentications(
      apiRequest("/api/v1/authentications/sign_out", { method: "POST", cookies: session }),
    );
    expect(out.status).toBe(204);
    expect(setCookies(out).mirai_session!.attributes["max-age"]).toBe("0");
    expect((await verify()).status).toBe(401);
  });

  it("answers valid with a bearer token in token mode, where the session cookie alone is not enough", async () => {
    const cookies = await signedInSession();
    await setTokenBasedAuth(database.db, true);
    const bearer = { Authorization: `Bearer ${cookies.token!.value}` };
    const ok = await authentications(apiRequest("/api/v1/authentications/verify", { headers: bearer }));
    expect([ok.status, await ok.json()]).toEqual([200, { valid: true }]);
    const cookieOnly = await authentications(
      apiRequest("/api/v1/authentications/verify", { cookies: { mirai_session: cookies.mirai_session!.value } }),
    );
    expect(cookieOnly.status).toBe(401);
    const tampered = `${cookies.token!.value.slice(0, -2)}xx`;
    expect(
      (
        await authentications(
          apiRequest("/api/v1/authentications/verify", { headers: { Authorization: `Bearer ${tampered}` } }),
        )
      ).status,
    ).toBe(401);
  });

  it("stops accepting a still-unexpired access token once its session is signed out", async () => {
    const cookies = await signedInSession();
    await setTokenBasedAuth(database.db, true);
    const bearer = { Authorization: `Bearer ${cookies.token!.value}` };
    await authentications(apiRequest("/api/v1/authentications/sign_out", { method: "POST", headers: bearer }));
    expect((await authentications(apiRequest("/api/v1/authentications/verify", { headers: bearer }))).status).toBe(401);
  });
});

describe("token refresh (GET /v1/auth/refresh)", () => {
  const refreshWith = (token: string, headers: Record<string, string> = {}, ajaxMarker = true) =>
    refresh(apiRequest("/v1/auth/refresh", { cookies: { mirai_refresh: token }, headers, ajaxMarker }));

  it("rotates the refresh credential and answers a new access token, also set as the token cookie", async () => {
    const cookies = await signedInSession();
    const response = await refreshWith(cookies.mirai_refresh!.value);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; expires_in: number };
    expect(body.expires_in).toBe(900);
    const rotated = setCookies(response);
    expect(rotated.token!.value).toBe(body.token);
    expect(rotated.mirai_refresh!.value).not.toBe(cookies.mirai_refresh!.value);
    expect(rotated.mirai_refresh!.attributes).toMatchObject({ httponly: true, path: "/v1/auth" });
    await setTokenBasedAuth(database.db, true);
    const verify = await authentications(
      apiRequest("/api/v1/authentications/verify", { headers: { Authorization: `Bearer ${body.token}` } }),
    );
    expect(verify.status).toBe(200);
  });

  it("lets a retried refresh within the grace window through, and concurrent refreshes all succeed", async () => {
    const cookies = await signedInSession();
    const old = cookies.mirai_refresh!.value;
    const responses = await Promise.all(Array.from({ length: 3 }, () => refreshWith(old)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await refreshWith(old)).status).toBe(200);
  });

  it("treats a rotated credential shown after the grace window as stolen: the whole session is revoked", async () => {
    const cookies = await signedInSession();
    const old = cookies.mirai_refresh!.value;
    const successor = setCookies(await refreshWith(old)).mirai_refresh!.value;
    await database.db.execute(
      sql`update refresh_tokens set rotated_at = now() - interval '31 seconds' where rotated_at is not null`,
    );
    const reused = await refreshWith(old);
    expect(reused.status).toBe(401);
    expect(setCookies(reused).mirai_session!.attributes["max-age"]).toBe("0");
    expect((await refreshWith(successor)).status).toBe(401);
    const verify = await authentications(
      apiRequest("/api/v1/authentications/verify", { cookies: { mirai_session: cookies.mirai_session!.value } }),
    );
    expect(verify.status).toBe(401);
  });

  it("needs the ajax marker or Sec-Fetch-Site: same-origin", async () => {
    const cookies = await signedInSession();
    const bare = await refreshWith(cookies.mirai_refresh!.value, {}, false);
    expect(bare.status).toBe(403);
    const crossSite = await refreshWith(cookies.mirai_refresh!.value, { "Sec-Fetch-Site": "cross-site" }, false);
    expect(crossSite.status).toBe(403);
    const sameOrigin = await refreshWith(cookies.mirai_refresh!.value, { "Sec-Fetch-Site": "same-origin" }, false);
    expect(sameOrigin.status).toBe(200);
  });

  it("answers 401 without a credential or for an unknown one", async () => {
    expect((await refresh(apiRequest("/v1/auth/refresh"))).status).toBe(401);
    expect((await refreshWith("made-up-credential")).status).toBe(401);
  });
});

describe("CSRF and marker checks on every mutating identity route", () => {
  const mutations: Array<[string, () => Handler, unknown]> = [
    ["/api/v1/users", () => users, { email: "csrf@example.com", user_registration_version_key: "version202405002" }],
    ["/api/v1/authentications/sign_in_mails", () => authentications, { email: DEMO_USER_EMAILS[0] }],
    ["/api/v1/authentications/sign_in_codes", () => authentications, { code: "123456" }],
    ["/api/v1/authentications/sign_in_links", () => authentications, { token: "x".repeat(43) }],
    ["/api/v1/authentications/sign_out", () => authentications, {}],
  ];

  it.each(mutations)(
    "%s: 403 without the CSRF header or marker, and nothing is written",
    async (path, handler, body) => {
      const mailsBefore = await count(sql`select count(*) as n from outbox_mails`);
      const noCsrf = await handler()(apiRequest(path, { method: "POST", body, csrfHeader: null }), { ip: freshIp() });
      expect(noCsrf.status).toBe(403);
      expect(apiErrorBodySchema.parse(await noCsrf.json()).error.code).toBe("invalid_csrf_token");
      const wrongCsrf = await handler()(apiRequest(path, { method: "POST", body, csrfHeader: "another-token" }), {
        ip: freshIp(),
      });
      expect(wrongCsrf.status).toBe(403);
      const noMarker = await handler()(apiRequest(path, { method: "POST", body, ajaxMarker: false }), {
        ip: freshIp(),
      });
      expect(noMarker.status).toBe(403);
      expect(await count(sql`select count(*) as n from outbox_mails`)).toBe(mailsBefore);
    },
  );
});
