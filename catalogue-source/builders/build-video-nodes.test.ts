import {
  buildFeatureVideoNode,
  buildShortVideoNode,
  buildVideoBundleNode,
  buildVideoChannelNode,
} from "./build-video-nodes";

const publishedAt = new Date("2026-04-01T03:00:00Z");
const bundleRow = {
  id: 5,
  title: "営業職の一日",
  description: "社員が仕事を紹介します。",
  video_url: "/videos/bundles/sample-1.mp4",
  thumbnail_url: null,
  captions_url: "/videos/bundles/sample-1.ja.vtt",
  duration_seconds: 90,
  view_count: 120,
  published_at: publishedAt,
  video_channel_id: 2,
  company_id: 3,
  business_category_id: 4,
  chapters: [
    { id: 12, title: "職場紹介", start_seconds: 45 },
    { id: 11, title: "オープニング", start_seconds: 0 },
    { id: 13, title: "動画の外", start_seconds: 91 },
  ],
};

describe("video node builders", () => {
  it("builds a bundle with its chapters by start time, dropping chapters that start after the end", () => {
    expect(buildVideoBundleNode(bundleRow)).toEqual({
      db_id: 5,
      title: "営業職の一日",
      description: "社員が仕事を紹介します。",
      video_url: "/videos/bundles/sample-1.mp4",
      thumbnail_url: null,
      captions_url: "/videos/bundles/sample-1.ja.vtt",
      duration_seconds: 90,
      view_count: 120,
      published_at: "2026-04-01T03:00:00.000Z",
      video_channel_db_id: 2,
      company_db_id: 3,
      business_category_db_id: 4,
      chapters: [
        { db_id: 11, title: "オープニング", start_seconds: 0 },
        { db_id: 12, title: "職場紹介", start_seconds: 45 },
      ],
    });
  });

  it("keeps only published bundles of a feature video, in its order", () => {
    const row = {
      id: 1,
      title: "特集",
      description: "説明",
      image_url: null,
      display_order: 1,
      published_at: publishedAt,
      video_bundle_ids: [9, 5, 7],
    };
    expect(buildFeatureVideoNode(row, new Set([5, 9])).video_bundle_db_ids).toEqual([9, 5]);
  });

  it("builds channels and short videos with db ids", () => {
    expect(
      buildVideoChannelNode({
        id: 2,
        name: "公式",
        description: "",
        icon_url: null,
        company_id: null,
        display_order: 3,
      }),
    ).toEqual({
      db_id: 2,
      name: "公式",
      description: "",
      icon_url: null,
      company_db_id: null,
      display_order: 3,
    });
    const short = buildShortVideoNode({ ...bundleRow, id: 8, company_id: 3 });
    expect(short).toMatchObject({
      db_id: 8,
      company_db_id: 3,
      duration_seconds: 90,
      published_at: "2026-04-01T03:00:00.000Z",
    });
    expect(short).not.toHaveProperty("chapters");
  });
});
