import { popupAllowedOnPath } from "./popup-paths";

describe("popupAllowedOnPath", () => {
  it.each([
    ["/"],
    ["/loginx"],
    ["/events/internship"],
    ["/companies/12"],
    ["/user_registrationsx"],
    ["/event_information"],
    ["/informations"],
  ])("allows %s", (path) => {
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
    ["/infos/privacy"],
    ["/infos/terms"],
    ["/door"],
    ["/infos/signup_privacy_policy"],
  ])("refuses the registration, sign-in, check-in and legal page %s", (path) => {
    expect(popupAllowedOnPath(path)).toBe(false);
  });
});
