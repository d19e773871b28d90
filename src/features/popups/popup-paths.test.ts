import { popupAllowedOnPath } from "./popup-paths";

describe("popupAllowedOnPath", () => {
  it.each([["/"], ["/loginx"], ["/events/internship"], ["/companies/12"], ["/user_registrationsx"], ["/event_information"]])("allows %s", (path) => {
    expect(popupAllowedOnPath(path)).toBe(true);
  });

  it.each([
    ["/user_registrations"],
    ["/user_registrations/basic_information"],
    ["/event_in/attend/events/3"],
    ["/event_checkinable_companies"],
    ["/event_checkinable_companies/4"],
    ["/event_attendance"],
    ["/_shells/event-in-attend"],
    ["/_shells/event-checkinable-company"],
    ["/login"],
    ["/login/callback"],
    ["/logout"],
    ["/unagreed_terms/agreements/new"],
  ])("refuses the registration, sign-in and check-in page %s", (path) => {
    expect(popupAllowedOnPath(path)).toBe(false);
  });
});
