import { invalidGtmIdError, isGtmId } from "./gtm-id";

describe("isGtmId (spec §5)", () => {
  test.each(["GTM-ABC123", "GTM-K9", "GTM-5XQ2ZPD"])("%s is valid", (id) => {
    expect(isGtmId(id)).toBe(true);
  });

  test.each([
    ["lowercase", "gtm-abc123"],
    ["lowercase letters after the prefix", "GTM-abc123"],
    ["empty", ""],
    ["prefix only", "GTM-"],
    ["another product's id", "G-ABC123"],
    ["surrounding space", " GTM-ABC123 "],
    ["script injection", 'GTM-ABC123"></script><script>alert(1)</script>'],
    ["query injection", "GTM-ABC123&l=evil"],
    ["a second line", "GTM-ABC123\nGTM-XYZ"],
  ])("%s is not valid", (_label, id) => {
    expect(isGtmId(id)).toBe(false);
  });

  test("the error says the id is not a valid GTM-ID", () => {
    expect(invalidGtmIdError("gtm-1").message).toBe('"gtm-1" is not a valid GTM-ID');
  });
});
