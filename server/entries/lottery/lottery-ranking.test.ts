import { entryCode, pickWinners, rankCodes, seedCommitment } from "./lottery-ranking";

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
    expect(rankCodes("seed0", ["aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc"])).toEqual([
      "bbbbbbbbbbbb",
      "aaaaaaaaaaaa",
      "cccccccccccc",
    ]);
    expect(rankCodes("seed0", ["cccccccccccc", "aaaaaaaaaaaa", "bbbbbbbbbbbb"])).toEqual([
      "bbbbbbbbbbbb",
      "aaaaaaaaaaaa",
      "cccccccccccc",
    ]);
  });

  it("gives every free seat to an applicant in rank order, never more winners than applicants", () => {
    const ranked = ["c1", "c2", "c3", "c4"].map((code) => ({ code, courseId: null }));
    expect(pickWinners(ranked, 3)).toEqual(["c1", "c2", "c3"]);
    expect(pickWinners(ranked, 10)).toEqual(["c1", "c2", "c3", "c4"]);
    expect(pickWinners(ranked, 0)).toEqual([]);
    expect(pickWinners(ranked, -2)).toEqual([]);
    expect(pickWinners(ranked, null)).toEqual(["c1", "c2", "c3", "c4"]);
  });

  it("skips a code whose course is full and goes on down the order while the schedule has seats", () => {
    const ranked = [
      { code: "a1", courseId: 1 },
      { code: "a2", courseId: 1 },
      { code: "b1", courseId: 2 },
      { code: "n1", courseId: null },
      { code: "b2", courseId: 2 },
    ];
    expect(
      pickWinners(
        ranked,
        3,
        new Map([
          [1, 1],
          [2, null],
        ]),
      ),
    ).toEqual(["a1", "b1", "n1"]);
    expect(
      pickWinners(
        ranked,
        null,
        new Map([
          [1, 1],
          [2, 1],
        ]),
      ),
    ).toEqual(["a1", "b1", "n1"]);
    expect(pickWinners(ranked, 2, new Map([[1, 0]]))).toEqual(["b1", "n1"]);
  });
});
