import { eventRow, scheduleRow } from "../test/row-fixtures";
import { alertMessageFor, buildEventDetailFields } from "./build-event-detail-fields";

const now = new Date("2025-06-01T00:00:00Z");
const noContents = { descriptionItems: [], summaryVideos: [], summaryImages: [] };
const noRelated = { other_published_event_db_ids: [], recommended_event_db_ids: [] };

describe("alertMessageFor", () => {
  it("shows the company's own deadline note first", () => {
    expect(
      alertMessageFor(eventRow({ external_deadline: "締切は採用サイトをご確認ください" }), [scheduleRow()], now),
    ).toEqual({
      announce_type: "external_deadline",
      icon: "warning",
      message: "締切は採用サイトをご確認ください",
    });
  });

  it("says so when no schedule is open for entry", () => {
    const closedSchedule = scheduleRow({ stopped_entry: true });
    expect(alertMessageFor(eventRow(), [closedSchedule], now)?.announce_type).toBe("closed");
  });

  it("has no alert for an open event", () => {
    expect(alertMessageFor(eventRow(), [scheduleRow()], now)).toBeNull();
  });
});

describe("buildEventDetailFields", () => {
  it("renders the description safely and keeps the application link and feature event", () => {
    const fields = buildEventDetailFields(
      eventRow({
        description_markdown: "**募集**<script>alert(1)</script>",
        application_url: "https://recruit.example.jp/entry",
        feature_event_id: 12,
        summary: "実務体験",
      }),
      [scheduleRow()],
      noContents,
      { other_published_event_db_ids: [4], recommended_event_db_ids: [5] },
      now,
    );
    expect(fields).toMatchObject({
      description_html: "<p><strong>募集</strong></p>",
      description_excerpt: "募集",
      application_url: "https://recruit.example.jp/entry",
      feature_event_db_id: 12,
      summary: "実務体験",
      other_published_event_db_ids: [4],
      recommended_event_db_ids: [5],
    });
  });

  it("drops the event id from summary media", () => {
    const fields = buildEventDetailFields(
      eventRow(),
      [],
      {
        ...noContents,
        summaryVideos: [
          {
            id: 1,
            event_id: 10,
            video_type: "external",
            external_video_url: "https://video.example.jp/1",
            video_url: null,
            video_chapter_url: null,
            description: "紹介",
            display_order: 1,
          },
        ],
      },
      noRelated,
      now,
    );
    expect(fields.summary_videos).toEqual([
      {
        id: 1,
        video_type: "external",
        external_video_url: "https://video.example.jp/1",
        video_url: null,
        video_chapter_url: null,
        description: "紹介",
        display_order: 1,
      },
    ]);
  });
});
