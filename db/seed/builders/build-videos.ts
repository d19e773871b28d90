import type * as s from "../../schema";
import { businessCategorySeeds } from "../master/business-categories";
import { streamFor } from "../random";
import { SEED } from "../seed-scale";
import { jstDayAt } from "../time";
import {
  featureVideoSeeds,
  shortVideoTitleTemplates,
  videoBundleTitleTemplates,
  videoChannelDescriptions,
  videoChapterTitles,
} from "../vocabulary/video-phrases";
import type { CompaniesData } from "./build-companies";
import type { Row } from "./types";

export type VideosData = {
  videoChannels: Row<typeof s.videoChannels>[];
  videoBundles: Row<typeof s.videoBundles>[];
  videoChapters: Row<typeof s.videoChapters>[];
  featureVideos: Row<typeof s.featureVideos>[];
  featureVideoBundles: Row<typeof s.featureVideoBundles>[];
  shortVideos: Row<typeof s.shortVideos>[];
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

/**
 * The sample clips committed under static/ (scripts/media/generate-sample-videos.sh), served from the site root
 * (Gatsby copies static/ into public/), each with Japanese captions beside it. Every bundle and short video points
 * at one of them, with the file's real duration; chapters start inside it.
 */
export const sampleVideoFiles = {
  bundles: [1, 2, 3].map((n) => ({
    videoUrl: `/videos/bundles/sample-${n}.mp4`,
    captionsUrl: `/videos/bundles/sample-${n}.ja.vtt`,
    durationSeconds: 90,
  })),
  shorts: [1, 2, 3].map((n) => ({
    videoUrl: `/videos/shorts/sample-${n}.mp4`,
    captionsUrl: `/videos/shorts/sample-${n}.ja.vtt`,
    durationSeconds: 30,
  })),
} as const;

/** Chapter start times spread evenly over the clip: 0, d/n, 2d/n, … (whole seconds, all inside the clip). */
export function chapterStarts(chapterCount: number, durationSeconds: number): number[] {
  return Array.from({ length: chapterCount }, (_, k) => Math.floor((k * durationSeconds) / chapterCount));
}

export function buildVideos(
  companiesData: CompaniesData,
  counts: { videoBundles: number; shortVideos: number },
  now: Date,
): VideosData {
  const random = streamFor(SEED, "videos");
  const { facts, companies } = companiesData;
  const channelCompanies = random
    .sample(facts, Math.max(5, Math.floor(facts.length * 0.15)))
    .sort((a, b) => a.id - b.id);
  const videoChannels = channelCompanies.map((company, i) => ({
    id: i + 1,
    name: `${company.shortName} 公式チャンネル`,
    description: random.pick(videoChannelDescriptions),
    iconUrl: null,
    companyId: company.id,
    displayOrder: i + 1,
  }));
  const channelByCompany = new Map(videoChannels.map((c) => [c.companyId, c.id]));

  const videoBundles: Row<typeof s.videoBundles>[] = [];
  const videoChapters: Row<typeof s.videoChapters>[] = [];
  for (let i = 0; i < counts.videoBundles; i += 1) {
    const id = i + 1;
    const company = random.chance(0.7) ? random.pick(channelCompanies) : random.pick(facts);
    const chapterTitles = [videoChapterTitles[0]!, ...random.sample(videoChapterTitles.slice(1), random.int(2, 5))];
    const file = sampleVideoFiles.bundles[i % sampleVideoFiles.bundles.length]!;
    const starts = chapterStarts(chapterTitles.length, file.durationSeconds);
    for (const [order, title] of chapterTitles.entries()) {
      videoChapters.push({
        id: videoChapters.length + 1,
        videoBundleId: id,
        title,
        startSeconds: starts[order]!,
        displayOrder: order + 1,
      });
    }
    const publishedAt = jstDayAt(now, -random.int(1, 700), 12);
    videoBundles.push({
      id,
      title: fill(random.pick(videoBundleTitleTemplates), {
        company: company.shortName,
        industry: businessCategorySeeds[company.categoryIndex]!.name,
        job: random.pick(company.jobs),
      }),
      description: `${companies[company.id - 1]!.name}の社員が、仕事のやりがいや職場の雰囲気を紹介します。`,
      videoChannelId: channelByCompany.get(company.id) ?? null,
      companyId: company.id,
      videoUrl: file.videoUrl,
      thumbnailUrl: null,
      captionsUrl: random.chance(0.6) ? file.captionsUrl : null,
      durationSeconds: file.durationSeconds,
      viewCount: random.int(20, 20_000),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }

  const featureVideos = featureVideoSeeds.map((f, i) => ({
    id: i + 1,
    title: f.title,
    description: f.description,
    imageUrl: null,
    displayOrder: i + 1,
    publishedAt: jstDayAt(now, -7 * (i + 1), 10),
  }));
  const featureVideoBundles: Row<typeof s.featureVideoBundles>[] = [];
  for (const feature of featureVideos) {
    for (const [order, bundle] of random.sample(videoBundles, random.int(6, 12)).entries()) {
      featureVideoBundles.push({ featureVideoId: feature.id, videoBundleId: bundle.id!, displayOrder: order + 1 });
    }
  }

  const shortVideos: Row<typeof s.shortVideos>[] = [];
  for (let i = 0; i < counts.shortVideos; i += 1) {
    const id = i + 1;
    const company = random.pick(facts);
    const publishedAt = jstDayAt(now, -random.int(1, 400), 18);
    const file = sampleVideoFiles.shorts[i % sampleVideoFiles.shorts.length]!;
    shortVideos.push({
      id,
      title: fill(random.pick(shortVideoTitleTemplates), { company: company.shortName }),
      description: `${company.shortName}の素顔を短い動画でお届けします。`,
      companyId: company.id,
      videoUrl: file.videoUrl,
      thumbnailUrl: null,
      captionsUrl: random.chance(0.5) ? file.captionsUrl : null,
      durationSeconds: file.durationSeconds,
      viewCount: random.int(50, 50_000),
      publishedAt,
      createdAt: publishedAt,
    });
  }

  return { videoChannels, videoBundles, videoChapters, featureVideos, featureVideoBundles, shortVideos };
}
