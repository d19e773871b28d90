import { courseEntryPath, parseCourseEntryPath } from "./course-routes";
import { courseIdFromSearch, entryConfirmPathForCourse, entryCoursesPath, parseEntryPagePath } from "./entry-routes";

describe("parseEntryPagePath", () => {
  it("reads the courses page of a schedule", () => {
    expect(parseEntryPagePath("/events/internship/10/schedules/101/courses")).toEqual({
      kind: "courses",
      routeCategory: "internship",
      category: "internship",
      eventId: 10,
      scheduleId: 101,
    });
  });

  it("still reads the confirm and complete pages", () => {
    expect(parseEntryPagePath("/events/seminar/12/schedules/34/confirm")).toMatchObject({
      kind: "confirm",
      eventId: 12,
      scheduleId: 34,
    });
    expect(parseEntryPagePath("/events/selection/7/entry_complete")).toMatchObject({ kind: "complete", eventId: 7 });
  });

  it("reads a joint fair's entry pages (a fair is entered from its feature event page)", () => {
    expect(parseEntryPagePath("/events/gosetsu/10/schedules/101/confirm")).toEqual({
      kind: "confirm",
      routeCategory: "gosetsu",
      category: "gosetsu",
      eventId: 10,
      scheduleId: 101,
    });
    expect(parseEntryPagePath("/events/gosetsu/10/entry_complete")).toMatchObject({
      kind: "complete",
      category: "gosetsu",
      eventId: 10,
    });
  });

  it.each([
    "/events/unknown/10/schedules/101/courses",
    "/events/internship/010/schedules/101/courses",
    "/events/internship/10/schedules/x/courses",
    "/events/internship/10/schedules/101/courses/5",
    "/events/internship/10/schedules/101/course",
    "/events/internship/10/courses",
  ])("refuses %s", (path) => {
    expect(parseEntryPagePath(path)).toBeNull();
  });
});

describe("entry course paths", () => {
  it("builds the courses page and the confirm page of a chosen course", () => {
    expect(entryCoursesPath("internship", 10, 101)).toBe("/events/internship/10/schedules/101/courses");
    expect(entryConfirmPathForCourse("internship", 10, 101, 5)).toBe(
      "/events/internship/10/schedules/101/confirm?course_id=5",
    );
    expect(entryConfirmPathForCourse("seminar", 10, 101, null)).toBe("/events/seminar/10/schedules/101/confirm");
  });

  it.each([
    ["?course_id=5", 5],
    ["?utm_source=mail&course_id=42", 42],
    ["", null],
    ["?course_id=", null],
    ["?course_id=0", null],
    ["?course_id=05", null],
    ["?course_id=5a", null],
    ["?course_id=-5", null],
  ])("reads course_id from %j as %p", (search, expected) => {
    expect(courseIdFromSearch(search)).toBe(expected);
  });

  it("builds and reads the course detail path (digits only)", () => {
    expect(courseEntryPath(7)).toBe("/event_entry_courses/7");
    expect(parseCourseEntryPath("/event_entry_courses/7")).toBe(7);
    expect(parseCourseEntryPath("/event_entry_courses/07")).toBeNull();
    expect(parseCourseEntryPath("/event_entry_courses/abc")).toBeNull();
    expect(parseCourseEntryPath("/event_entry_courses/7/x")).toBeNull();
    expect(parseCourseEntryPath("/event_entry_courses")).toBeNull();
  });
});
