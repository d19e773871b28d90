import { clearPersonalStorage, readLastPersonal, readPersonal, savePersonal } from "./personal-storage";

describe("personal storage", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps one user's data per name, scoped by the user id", () => {
    savePersonal("tickets", 1, { a: 1 });
    expect(readPersonal("tickets", 1)).toEqual({ a: 1 });
    expect(readPersonal("tickets", 2)).toBeNull();
    savePersonal("tickets", 2, { b: 2 });
    expect(readPersonal("tickets", 1)).toBeNull();
    expect(readLastPersonal("tickets")).toEqual({ b: 2 });
    expect(window.localStorage.getItem("mirai:personal:tickets:2")).toBe('{"b":2}');
  });

  it("forgets every personal key at sign-out and leaves other keys alone", () => {
    savePersonal("tickets", 1, { a: 1 });
    window.localStorage.setItem("other", "x");
    clearPersonalStorage();
    expect(readLastPersonal("tickets")).toBeNull();
    expect(window.localStorage.getItem("other")).toBe("x");
  });

  it("reads broken JSON as nothing", () => {
    window.localStorage.setItem("mirai:personal:tickets:1", "{");
    expect(readPersonal("tickets", 1)).toBeNull();
  });
});
