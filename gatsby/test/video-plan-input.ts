import type { BundleNode, ShortVideoNode, VideoPagesInput } from "../video-page-plan";

function bundle(id: number, overrides: Partial<BundleNode> = {}): BundleNode {
  return {
    db_id: id,
    title: `動画${id}`,
    description: "説明",
    video_url: "/videos/bundles/sample-1.mp4",
    thumbnail_url: null,
    captions_url: null,
    duration_seconds: 90,
    published_at: `2026-05-0${id}T03:00:00.000Z`,
    video_channel_db_id: 1,
    company_db_id: 10,
    business_category_db_id: 2,
    chapters: [
      { db_id: id * 10, title: "はじめに", start_seconds: 0 },
      { db_id: id * 10 + 1, title: "職場紹介", start_seconds: 45 },
    ],
    ...overrides,
  };
}

function short(id: number, day: number): ShortVideoNode {
  return {
    db_id: id,
    title: `ショート${id}`,
    description: "説明",
    video_url: "/videos/shorts/sample-1.mp4",
    thumbnail_url: null,
    captions_url: "/videos/shorts/sample-1.ja.vtt",
    duration_seconds: 20,
    published_at: `2026-05-0${day}T09:00:00.000Z`,
    company_db_id: 10,
  };
}

/** Three bundles (one without channel or company), two channels (one empty), a feature video, three shorts, two companies (one without videos). */
export const videoPlanInput: VideoPagesInput = {
  bundles: [bundle(1), bundle(3), bundle(2, { video_channel_db_id: null, company_db_id: null })],
  channels: [
    { db_id: 1, name: "ミライテック 公式チャンネル", description: "公式", company_db_id: 10, display_order: 2 },
    { db_id: 2, name: "あおば 公式チャンネル", description: "公式", company_db_id: 11, display_order: 1 },
  ],
  featureVideos: [{ db_id: 5, title: "特集", description: "説明", display_order: 1, video_bundle_db_ids: [2, 99, 1] }],
  shorts: [short(7, 1), short(8, 3), short(9, 2)],
  companies: [
    { db_id: 10, name: "株式会社ミライテック", initial_char: "ミ", square_logo_url: null },
    { db_id: 11, name: "あおば商事株式会社", initial_char: "あ", square_logo_url: null },
  ],
  businessCategories: [{ db_id: 2, name: "IT・通信" }],
  videoBundlesEnabled: true,
};
