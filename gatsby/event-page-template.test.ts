import path from "node:path";
import { eventPageTemplate, TRIVIAL_EVENT_TEMPLATES_ENV } from "./event-page-template";

describe("eventPageTemplate", () => {
  afterEach(() => {
    delete process.env[TRIVIAL_EVENT_TEMPLATES_ENV];
  });

  it("is the real template unless the build benchmark asks for its trivial baseline", () => {
    expect(eventPageTemplate("src/templates/event-detail.tsx")).toBe(path.resolve("src/templates/event-detail.tsx"));
    process.env[TRIVIAL_EVENT_TEMPLATES_ENV] = "0";
    expect(eventPageTemplate("src/templates/event-list.tsx")).toBe(path.resolve("src/templates/event-list.tsx"));
    process.env[TRIVIAL_EVENT_TEMPLATES_ENV] = "1";
    expect(eventPageTemplate("src/templates/event-list.tsx")).toBe(
      path.resolve("bench/templates/trivial-event-page.tsx"),
    );
  });
});
