import { layoutForPath } from "./layout-for-path";
import { renderedPagePath } from "./rendered-page-path";

describe("layoutForPath", () => {
  it("uses the registration layout for every path beginning /user_registrations", () => {
    expect(layoutForPath("/user_registrations")).toBe("registration");
    expect(layoutForPath("/user_registrations/")).toBe("registration");
    expect(layoutForPath("/user_registrations/basic_information")).toBe("registration");
    expect(layoutForPath("/user_registrations/for_miraiid_users")).toBe("registration");
  });

  it("uses the layout without footer for a schedule's confirm and courses pages, and their shells", () => {
    expect(layoutForPath("/events/seminar/12/schedules/34/confirm")).toBe("without-footer");
    expect(layoutForPath("/events/internship/12/schedules/34/courses")).toBe("without-footer");
    expect(layoutForPath("/_shells/entry-confirm")).toBe("without-footer");
    expect(layoutForPath("/_shells/entry-courses")).toBe("without-footer");
    expect(layoutForPath("/events/seminar/12/entry_complete")).toBe("default");
    expect(layoutForPath("/events/seminar/12/schedules/34/confirm/x")).toBe("default");
  });

  it("uses the default layout elsewhere", () => {
    expect(layoutForPath("/")).toBe("default");
    expect(layoutForPath("/infos/terms")).toBe("default");
    expect(layoutForPath("/404.html")).toBe("default");
    expect(layoutForPath("/user_registrationsx")).toBe("default");
    expect(layoutForPath("/events/user_registrations")).toBe("default");
  });
});

describe("renderedPagePath", () => {
  it("prefers the page's own path in the browser over the URL", () => {
    expect(
      renderedPagePath({
        location: { pathname: "/user_registrations/nope" },
        pageResources: { page: { path: "/404.html" } },
      }),
    ).toBe("/404.html");
  });

  it("drops the query and hash Gatsby leaves on the page's path, so a landing query keeps the registration layout", () => {
    const props = {
      location: { pathname: "/user_registrations" },
      pageResources: { page: { path: "/user_registrations?utm_source=x#a" } },
    };
    expect(renderedPagePath(props)).toBe("/user_registrations");
    expect(layoutForPath(renderedPagePath(props))).toBe("registration");
  });

  it("falls back to the location while prerendering", () => {
    expect(renderedPagePath({ location: { pathname: "/user_registrations/affiliation" } })).toBe(
      "/user_registrations/affiliation",
    );
  });
});
