import { entryCode, rankCodes, seedCommitment, winnerCount } from "./lottery-ranking";

// Expected values computed outside this code with coreutils: printf '%s' 'seed0:aaaaaaaaaaaa' | sha256sum
describe("the published lottery algorithm", () => {
  it("commits to a seed with its SHA-256 in hex", () => {
    expect(seedCommitment("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("codes an application with the first 12 hex digits of SHA-256(entry:{id}:{student})", () => {
    expect(entryCode(1, "00000000-0000-0000-0000-000000000001")).toBe("2164a3d296e6");
  });

  it("orders codes by SHA-256(seed:code)", () => {
    // keys: bbbb… 03f3…, aaaa… 8d35…, cccc… d386…
    expect(rankCodes("seed0", ["aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc"])).toEqual(["bbbbbbbbbbbb", "aaaaaaaaaaaa", "cccccccccccc"]);
    expect(rankCodes("seed0", ["cccccccccccc", "aaaaaaaaaaaa", "bbbbbbbbbbbb"])).toEqual(["bbbbbbbbbbbb", "aaaaaaaaaaaa", "cccccccccccc"]);
  });

  it("gives every free seat to an applicant, never more winners than applicants", () => {
    expect(winnerCount(3, 10)).toBe(3);
    expect(winnerCount(10, 3)).toBe(3);
    expect(winnerCount(0, 3)).toBe(0);
    expect(winnerCount(-2, 3)).toBe(0);
    expect(winnerCount(null, 7)).toBe(7);
  });
});
