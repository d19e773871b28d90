import {
  checkinCompaniesPath,
  checkinCompanyPath,
  parseCheckinCompanyPath,
  parseCodeQuery,
  parseEventIdQuery,
  parseVenueCheckinPath,
  venueCheckinPath,
} from "./checkin-routes";

describe("check-in routes", () => {
  it("builds the pages' paths, the code encoded", () => {
    expect(venueCheckinPath(12, "a.b_c-1")).toBe("/event_in/attend/events/12?code=a.b_c-1");
    expect(venueCheckinPath(12)).toBe("/event_in/attend/events/12");
    expect(checkinCompaniesPath(7)).toBe("/event_checkinable_companies?event_id=7");
    expect(checkinCompanyPath(3, "x y")).toBe("/event_checkinable_companies/3?code=x%20y");
  });

  it("reads ids from paths and queries, digits only", () => {
    expect(parseVenueCheckinPath("/event_in/attend/events/12")).toBe(12);
    expect(parseVenueCheckinPath("/event_in/attend/events/abc")).toBeNull();
    expect(parseVenueCheckinPath("/event_in/attend/events/012")).toBeNull();
    expect(parseCheckinCompanyPath("/event_checkinable_companies/3")).toBe(3);
    expect(parseCheckinCompanyPath("/event_checkinable_companies/3/x")).toBeNull();
    expect(parseEventIdQuery("?event_id=40")).toBe(40);
    expect(parseEventIdQuery("?event_id=4x")).toBeNull();
    expect(parseEventIdQuery("")).toBeNull();
    expect(parseCodeQuery("?code=abc")).toBe("abc");
    expect(parseCodeQuery("?code=")).toBeNull();
  });
});
