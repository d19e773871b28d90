import { createHmac } from "node:crypto";
import {
  boothCode,
  checkBoothCode,
  checkVenueCode,
  readTicketCode,
  ticketCode,
  tokyoDay,
  venueCode,
  venueCodeValidUntil,
  VENUE_WINDOW_MS,
} from "./checkin-codes";

const SECRET = "s".repeat(40);
const T = new Date("2027-08-01T01:02:03Z"); // 10:02:03 JST

describe("venue codes", () => {
  it("are HMAC-SHA256(secret, venue:{schedule}:{window}) in base64url, 16 characters", () => {
    const window = Math.floor(T.getTime() / VENUE_WINDOW_MS);
    const expected = createHmac("sha256", SECRET).update(`venue:7:${window}`).digest("base64url").slice(0, 16);
    expect(venueCode(SECRET, 7, T)).toBe(expected);
  });

  it("accept the current and the previous five-minute window, call older ones of the same schedule expired", () => {
    const code = venueCode(SECRET, 7, T);
    const windowEnd = (Math.floor(T.getTime() / VENUE_WINDOW_MS) + 1) * VENUE_WINDOW_MS;
    expect(checkVenueCode(SECRET, 7, code, T)).toBe("valid");
    expect(checkVenueCode(SECRET, 7, code, new Date(windowEnd + VENUE_WINDOW_MS - 1000))).toBe("valid"); // one second before
    expect(checkVenueCode(SECRET, 7, code, new Date(windowEnd + VENUE_WINDOW_MS))).toBe("expired"); // the edge
    expect(checkVenueCode(SECRET, 7, code, new Date(windowEnd + VENUE_WINDOW_MS + 1000))).toBe("expired");
    expect(venueCodeValidUntil(T).getTime()).toBe(windowEnd + VENUE_WINDOW_MS);
  });

  it("never verify for another schedule, another secret, or altered", () => {
    const code = venueCode(SECRET, 7, T);
    expect(checkVenueCode(SECRET, 8, code, T)).toBe("invalid");
    expect(checkVenueCode("t".repeat(40), 7, code, T)).toBe("invalid");
    expect(checkVenueCode(SECRET, 7, code.slice(0, -1) + (code.endsWith("A") ? "B" : "A"), T)).toBe("invalid");
    expect(checkVenueCode(SECRET, 7, "", T)).toBe("invalid");
  });
});

describe("booth codes", () => {
  it("hold for one booth on one JST day", () => {
    const code = boothCode(SECRET, 3, tokyoDay(T));
    expect(tokyoDay(new Date("2027-07-31T15:00:00Z"))).toBe("2027-08-01"); // midnight JST
    expect(checkBoothCode(SECRET, 3, code, T)).toBe(true);
    expect(checkBoothCode(SECRET, 3, code, new Date("2027-07-31T15:00:00Z"))).toBe(true);
    expect(checkBoothCode(SECRET, 3, code, new Date("2027-07-31T14:59:59Z"))).toBe(false); // the day before, JST
    expect(checkBoothCode(SECRET, 4, code, T)).toBe(false);
  });
});

describe("ticket codes", () => {
  it("name their entry until they expire, and nothing when altered", () => {
    const until = new Date(T.getTime() + 3600_000);
    const code = ticketCode(SECRET, 42, until);
    expect(code).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{16}$/);
    expect(readTicketCode(SECRET, code, T)).toBe(42);
    expect(readTicketCode(SECRET, code, new Date(until.getTime() - 1000))).toBe(42);
    expect(readTicketCode(SECRET, code, until)).toBeNull();
    expect(readTicketCode(SECRET, code.replace(/^42\./, "43."), T)).toBeNull();
    expect(readTicketCode(SECRET, "not-a-ticket", T)).toBeNull();
  });
});
