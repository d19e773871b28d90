import { eventRow } from "../test/row-fixtures";
import { cooperatingSiteRowSchema } from "./cooperating-site-row";
import {
  eventDescriptionItemRowSchema,
  eventSummaryImageRowSchema,
  eventSummaryVideoRowSchema,
} from "./event-content-rows";
import { eventRowSchema } from "./event-row";
import { featureEventRowSchema } from "./feature-event-row";
import { parseRows, RowValidationError } from "./parse-rows";

const site = {
  id: 1,
  name: "キャリアノート",
  partner: "株式会社キャリアノート",
  square_logo_url: null,
  description: "説明",
  service_category: "逆求人サイト",
  graduate_years: [2027],
  external_links: [{ label: "サイト", url: "https://partners.example.jp/1" }],
  display_order: 1,
};

describe("row schemas of the detail pages", () => {
  it("accepts an http(s) application URL and rejects a javascript: one", () => {
    expect(eventRowSchema.safeParse(eventRow({ application_url: "https://recruit.example.jp/entry" })).success).toBe(
      true,
    );
    expect(eventRowSchema.safeParse(eventRow({ application_url: "javascript:alert(1)" })).success).toBe(false);
  });

  it("rejects a cooperating site whose external link is not http(s)", () => {
    expect(cooperatingSiteRowSchema.safeParse(site).success).toBe(true);
    expect(() =>
      parseRows("cooperating_sites", cooperatingSiteRowSchema, [
        { ...site, external_links: [{ label: "x", url: "javascript:alert(1)" }] },
      ]),
    ).toThrow(RowValidationError);
  });

  it("needs a label on description items and a known video type on summary videos", () => {
    expect(
      eventDescriptionItemRowSchema.safeParse({ id: 1, event_id: 2, label: "", content: "x", display_order: 1 })
        .success,
    ).toBe(false);
    const video = {
      id: 1,
      event_id: 2,
      video_type: "external",
      external_video_url: "https://v.example.jp/1",
      video_url: null,
      video_chapter_url: null,
      description: "",
      display_order: 1,
    };
    expect(eventSummaryVideoRowSchema.safeParse(video).success).toBe(true);
    expect(eventSummaryVideoRowSchema.safeParse({ ...video, video_type: "stream" }).success).toBe(false);
  });

  it("reads a feature event's event ids as positive integers", () => {
    const row = {
      id: 1,
      title: "特集",
      description_markdown: "",
      image_url: null,
      display_order: 1,
      updated_at: new Date(),
      event_ids: [3, 4],
    };
    expect(featureEventRowSchema.safeParse(row).success).toBe(true);
    expect(featureEventRowSchema.safeParse({ ...row, event_ids: [0] }).success).toBe(false);
  });

  it("takes pictures from the media store (site paths) or http(s) URLs, never javascript: or another host's //path", () => {
    const image = {
      id: 1,
      event_id: 2,
      image_url: "/media/sample/scenes/workshop-1-0a1b2c3d.jpg",
      description: "グループワークの様子",
      display_order: 1,
    };
    expect(eventSummaryImageRowSchema.safeParse(image).success).toBe(true);
    expect(
      eventSummaryImageRowSchema.safeParse({ ...image, image_url: "https://images.example.jp/1.jpg" }).success,
    ).toBe(true);
    expect(eventSummaryImageRowSchema.safeParse({ ...image, image_url: "javascript:alert(1)" }).success).toBe(false);
    expect(eventSummaryImageRowSchema.safeParse({ ...image, image_url: "//evil.example/1.jpg" }).success).toBe(false);
    expect(
      cooperatingSiteRowSchema.safeParse({ ...site, square_logo_url: "/media/sample/logos/1-0a1b2c3d.png" }).success,
    ).toBe(true);
  });
});
