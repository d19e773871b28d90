import {
  DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET,
  pseudonymFor,
  readPseudonymSecret,
  studentPseudonymPattern,
} from "./student-pseudonym";

const secret = "a-test-secret-of-at-least-thirty-two-characters";
const userId = "0b9c1a52-7f43-4e0f-9d7e-2c1a3b4c5d6e";

describe("pseudonymFor", () => {
  it("is stu_ and 22 base64url characters, stable, and different per company and per secret", () => {
    const pseudonym = pseudonymFor(secret, 1, userId);
    expect(pseudonym).toMatch(studentPseudonymPattern);
    expect(pseudonymFor(secret, 1, userId)).toBe(pseudonym);
    expect(pseudonymFor(secret, 2, userId)).not.toBe(pseudonym);
    expect(pseudonymFor(`${secret}!`, 1, userId)).not.toBe(pseudonym);
    expect(pseudonym).not.toContain(userId.slice(0, 8));
  });
});

describe("readPseudonymSecret", () => {
  it("reads RECRUITER_PSEUDONYM_SECRET, defaults outside production and throws in production without it", () => {
    expect(readPseudonymSecret({ RECRUITER_PSEUDONYM_SECRET: secret })).toBe(secret);
    expect(readPseudonymSecret({ NODE_ENV: "development" })).toBe(DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET);
    expect(() => readPseudonymSecret({ NODE_ENV: "production" })).toThrow(/RECRUITER_PSEUDONYM_SECRET is required/);
    expect(() => readPseudonymSecret({ NODE_ENV: "production", RECRUITER_PSEUDONYM_SECRET: "short" })).toThrow(
      /at least 32/,
    );
  });
});
