import { attributionForRegistration, rememberLandingAttribution, utmFromSearch } from "./attribution";
import { authErrorMessage, retryAfterMinutes } from "./auth-error-message";
import { codeError, emailError, normaliseCode } from "./form-validation";
import { loginPathFor, safeReturnTo } from "./return-to";
import { FetchError } from "@/lib/api/errors";
import { apiError } from "./test-support";

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
const memoryStorage = () => new MemoryStorage() as unknown as Storage;

describe("safeReturnTo", () => {
  it.each([
    "/",
    "/events/internship?gy=2027",
    "/events/selection/12#schedules",
    "/unagreed_terms/agreements/new?return_to=%2F",
  ])("keeps the site path %s", (path) => expect(safeReturnTo(path)).toBe(path));

  it.each([
    null,
    undefined,
    "",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "events",
    "/a b",
    "/a\nb",
    "javascript:alert(1)",
    `/${"a".repeat(2001)}`,
  ])("turns %p into /", (value) => expect(safeReturnTo(value)).toBe("/"));

  it("builds the login path with an encoded return_to", () => {
    expect(loginPathFor("/unagreed_terms/agreements/new?return_to=/x")).toBe(
      "/login?return_to=%2Funagreed_terms%2Fagreements%2Fnew%3Freturn_to%3D%2Fx",
    );
    expect(loginPathFor("//evil.example")).toBe("/login");
  });
});

describe("landing attribution", () => {
  it("takes utm_* only, without empty values", () => {
    expect(utmFromSearch("?utm_source=google&utm_medium=&utm_campaign=spring&waad=1&x=2")).toEqual({
      utm_source: "google",
      utm_campaign: "spring",
    });
  });

  it("remembers the landing page's attribution and lets the current page's query win key by key", () => {
    const storage = memoryStorage();
    rememberLandingAttribution("?utm_source=google&utm_campaign=spring&waad=abc&friend_referral_code=F1", storage);
    rememberLandingAttribution("?page=2", storage); // a page without attribution keeps the landing one

    expect(attributionForRegistration("?utm_campaign=summer&a8=xyz", storage)).toEqual({
      utm_source: "google",
      utm_campaign: "summer",
      waad: "abc",
      friend_referral_code: "F1",
      a8: "xyz",
    });
  });

  it("leaves out values longer than the server accepts (200, referral code 50)", () => {
    const storage = memoryStorage();
    expect(
      attributionForRegistration(
        `?utm_source=${"a".repeat(201)}&utm_medium=${"b".repeat(200)}&friend_referral_code=${"c".repeat(51)}`,
        storage,
      ),
    ).toEqual({
      utm_medium: "b".repeat(200),
    });
  });

  it("a later landing with attribution of its own replaces the remembered one", () => {
    const storage = memoryStorage();
    rememberLandingAttribution("?utm_source=google&vid=1", storage);
    rememberLandingAttribution("?utm_source=line", storage);
    expect(attributionForRegistration("", storage)).toEqual({ utm_source: "line" });
  });
});

describe("form checks", () => {
  it("email: required, then format", () => {
    expect(emailError("  ")).toBe("メールアドレスを入力してください");
    expect(emailError("taro@")).toBe("メールアドレスの形式が正しくありません");
    expect(emailError("taro@example")).toBe("メールアドレスの形式が正しくありません");
    expect(emailError(" taro@example.com ")).toBeNull();
  });

  it("code: full-width digits and separators are accepted, anything but 6 digits is not", () => {
    expect(normaliseCode("１２３ ４５６")).toBe("123456");
    expect(normaliseCode("123-456")).toBe("123456");
    expect(codeError("")).toBe("確認コードを入力してください");
    expect(codeError("12345")).toBe("確認コードは6桁の数字で入力してください");
    expect(codeError("12345a")).toBe("確認コードは6桁の数字で入力してください");
    expect(codeError("123456")).toBeNull();
  });
});

describe("authErrorMessage", () => {
  it("tells a rate-limited student how many minutes to wait (Retry-After rounded up)", () => {
    expect(authErrorMessage(apiError(429, "rate_limited", { "Retry-After": "600" }))).toContain("10分ほど待ってから");
    expect(authErrorMessage(apiError(429, "rate_limited", { "Retry-After": "61" }))).toContain("2分ほど待ってから");
    expect(authErrorMessage(apiError(429, "rate_limited"))).toContain("1分ほど待ってから");
  });

  it("reads an HTTP-date Retry-After", () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    const response = { headers: new Headers({ "Retry-After": new Date(now + 180_000).toUTCString() }) } as Response;
    expect(retryAfterMinutes(response, now)).toBe(3);
  });

  it("names wrong codes, bad addresses and network failures", () => {
    expect(authErrorMessage(apiError(401, "invalid_sign_in_code"), "code")).toContain("確認コードが正しくないか");
    expect(authErrorMessage(apiError(400, "invalid_parameter"), "email")).toBe(
      "メールアドレスの形式が正しくありません。",
    );
    expect(authErrorMessage(new FetchError(new TypeError("Failed to fetch")))).toContain("通信に失敗しました");
    expect(authErrorMessage(apiError(503, "internal_error"))).toContain("サーバーで問題が発生しました");
  });
});
