import type * as s from "../../schema";
import type { CompaniesData } from "../builders/build-companies";
import type { EngagementData } from "../builders/build-engagement";
import type { EventsData } from "../builders/build-events";
import type { MasterData } from "../builders/build-master-data";
import type { Row } from "../builders/types";
import type { UsersData } from "../builders/build-users";
import type { VideosData } from "../builders/build-videos";
import { featureEventSeeds } from "../master/editorial";
import {
  avatarRecipe,
  bannerRecipe,
  companyImageRecipe,
  companyLogoRecipe,
  eyeCatchRecipe,
  sceneRecipe,
  siteLogoRecipe,
  videoThumbnailRecipe,
} from "./row-recipes";
import { sampleMediaPath, type SceneName } from "./sample-recipes";

export type SampleMediaRows = {
  companyImageGalleryItems: Row<typeof s.companyImageGalleryItems>[];
  eventSummaryImages: Row<typeof s.eventSummaryImages>[];
};

type BuiltData = {
  master: MasterData;
  companies: CompaniesData;
  events: EventsData;
  users: UsersData;
  videos: VideosData;
  engagement: EngagementData;
};

/** An official company's gallery: its office, its people, its training. */
const GALLERY: readonly { scene: SceneName; title: string; description: (shortName: string) => string }[] = [
  {
    scene: "office",
    title: "オフィス",
    description: (name) => `${name}の本社オフィス。部署を越えて声を掛け合える開放的なフロアです。`,
  },
  { scene: "meeting", title: "社員の様子", description: () => "若手もベテランも、同じテーブルで意見を出し合います。" },
  {
    scene: "workshop",
    title: "研修風景",
    description: () => "入社後の研修では、同期と一緒に基礎から実践まで学びます。",
  },
];

/** An internship's summary images (Reading B): the group work and the final presentation, or the talk with staff. */
const SUMMARY: readonly { scene: SceneName; description: string }[] = [
  { scene: "workshop", description: "グループワークの様子" },
  { scene: "presentation", description: "最終日の成果発表" },
  { scene: "talk", description: "現場社員との座談会" },
];

/**
 * Gives every image field of the sample data a sample image (a path under /media/sample/ whose name carries the hash
 * of what it shows; the pictures themselves are drawn later, by scripts/lib/sample-media/sample-media.ts), and adds the gallery and
 * summary-image rows. Runs after every builder and draws nothing from their random streams, so the rest of the sample
 * data is exactly what it was without images.
 */
export function attachSampleMedia(data: BuiltData): SampleMediaRows {
  const categoryNames = new Map(data.master.businessCategories.map((c) => [c.id!, c.name]));
  const companies = new Map(data.companies.companies.map((c) => [c.id, c]));
  const shortNames = new Map(data.companies.facts.map((f) => [f.id, f.shortName]));

  for (const company of data.companies.companies) {
    company.squareLogoUrl = sampleMediaPath(companyLogoRecipe(company), company.id);
    company.officialImageUrl = sampleMediaPath(
      companyImageRecipe(company, categoryNames.get(company.businessCategoryId)!),
      company.id,
    );
  }
  const companyImageGalleryItems: SampleMediaRows["companyImageGalleryItems"] = [];
  for (const company of data.companies.companies.filter((c) => c.isOfficialCompany)) {
    for (const [order, item] of GALLERY.entries()) {
      const id = companyImageGalleryItems.length + 1;
      companyImageGalleryItems.push({
        id,
        companyId: company.id,
        title: item.title,
        description: item.description(shortNames.get(company.id)!),
        imageUrl: sampleMediaPath(sceneRecipe(item.scene, company.id + order)),
        displayOrder: order + 1,
      });
    }
  }

  const events = new Map(data.events.events.map((e) => [e.id, e]));
  const eventSummaryImages: SampleMediaRows["eventSummaryImages"] = [];
  for (const event of data.events.events) {
    const host = event.hostCompanyId ? companies.get(event.hostCompanyId)! : null;
    event.eyeCatchImageUrl = sampleMediaPath(eyeCatchRecipe(event, host), event.id);
    if (event.category !== "internship") continue;
    for (const [order, item] of [SUMMARY[0]!, SUMMARY[1 + (event.id % 2)]!].entries()) {
      eventSummaryImages.push({
        id: eventSummaryImages.length + 1,
        eventId: event.id,
        imageUrl: sampleMediaPath(sceneRecipe(item.scene, event.id + order)),
        description: item.description,
        displayOrder: order + 1,
      });
    }
  }

  for (const channel of data.videos.videoChannels)
    channel.iconUrl = channel.companyId ? companies.get(channel.companyId)!.squareLogoUrl : null;
  for (const bundle of data.videos.videoBundles) {
    bundle.thumbnailUrl = sampleMediaPath(
      videoThumbnailRecipe("bundle-thumbnail", bundle, companies.get(bundle.companyId!)!.name),
      bundle.id,
    );
  }
  for (const short of data.videos.shortVideos) {
    short.thumbnailUrl = sampleMediaPath(
      videoThumbnailRecipe("short-thumbnail", short, companies.get(short.companyId!)!.name),
      short.id,
    );
  }
  for (const feature of data.videos.featureVideos)
    feature.imageUrl = sampleMediaPath(bannerRecipe(feature.title, feature.description), feature.id);

  // Editorial feature events get a banner; each joint fair's own feature event shows the fair's eye-catch.
  const fairOf = new Map(data.engagement.featureEventEvents.map((link) => [link.featureEventId, link.eventId]));
  for (const feature of data.engagement.featureEvents) {
    feature.imageUrl =
      feature.id! > featureEventSeeds.length
        ? events.get(fairOf.get(feature.id!)!)!.eyeCatchImageUrl
        : sampleMediaPath(bannerRecipe(feature.title, "特集"), feature.id);
  }
  for (const contract of data.engagement.promotionContracts)
    contract.imageUrl = events.get(contract.eventId)!.eyeCatchImageUrl;
  // only image popups show a picture; a text popup shows its message
  for (const popup of data.engagement.popups) {
    if (popup.popupType === "image")
      popup.imageUrl = sampleMediaPath(bannerRecipe(popup.title, "ミライキャリア"), popup.id);
  }
  for (const site of data.master.cooperatingSites)
    site.squareLogoUrl = sampleMediaPath(siteLogoRecipe({ id: site.id!, name: site.name }), site.id);
  for (const user of data.users.users) user.profileImageUrl = sampleMediaPath(avatarRecipe(user.id));

  return { companyImageGalleryItems, eventSummaryImages };
}
