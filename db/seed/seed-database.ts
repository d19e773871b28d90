import { getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import * as schema from "../schema";
import { buildCompanies } from "./builders/build-companies";
import { buildConversations } from "./builders/build-conversations";
import { buildEngagement } from "./builders/build-engagement";
import { buildEvents } from "./builders/build-events";
import { addResumeSample } from "./builders/build-resume-sample";
import { buildMasterData } from "./builders/build-master-data";
import { buildReviews } from "./builders/build-reviews";
import { buildUsers } from "./builders/build-users";
import { buildVideos } from "./builders/build-videos";
import { insertRows, resetSequences } from "./insert-rows";
import { attachSampleMedia } from "./media/attach-sample-media";
import { countsFor, type SeedScale } from "./seed-scale";

export type SeedSummary = {
  scale: SeedScale;
  now: string;
  /** rows inserted per table name */
  counts: Record<string, number>;
  seconds: number;
};

/** Every content table; catalogue_revisions is bookkeeping that must keep counting across reseeds. */
export const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && value !== schema.catalogueRevisions,
);

function serialTables(): string[] {
  return allTables
    .filter((table) => (getTableColumns(table) as Record<string, { columnType: string }>).id?.columnType === "PgSerial")
    .map((table) => getTableName(table));
}

/**
 * Replaces ALL rows of every table (users included) with deterministic generated data, in one transaction. Every
 * image field names a sample image under /media/sample/; the pictures are drawn into the media store separately
 * (scripts/lib/sample-media/sample-media.ts), so the tests that seed stay as fast as before.
 * Same scale and same `now` → identical rows. Dates are relative to `now` so there are always upcoming and
 * past schedules.
 */
export async function seedDatabase(db: Db, opts: { scale: SeedScale; now?: Date }): Promise<SeedSummary> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const counts = countsFor(opts.scale);

  const master = buildMasterData(now);
  const companies = buildCompanies(master, counts.companies, now);
  const events = buildEvents(master, companies, counts.events, now);
  const users = buildUsers(master, counts.users, now);
  const reviews = buildReviews(
    companies,
    events,
    counts,
    users.users.map((u) => u.id),
    now,
  );
  const videos = buildVideos(companies, counts, now);
  const engagement = buildEngagement(companies, events, users, now);
  addResumeSample(events, users, engagement, now);
  const conversations = buildConversations(companies, users, now);
  const media = attachSampleMedia({ master, companies, events, users, videos, engagement });

  const inserted: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const tableList = sql.raw(allTables.map((t) => `"${getTableName(t)}"`).join(", "));
    await tx.execute(sql`truncate ${tableList} restart identity cascade`);
    const put = async <T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]) => {
      inserted[getTableName(table)] = await insertRows(tx, table, rows);
    };
    const s = schema;
    await put(s.areas, master.areas);
    await put(s.prefectures, master.prefectures);
    await put(s.businessCategories, master.businessCategories);
    await put(s.businessSubcategories, master.businessSubcategories);
    await put(s.jobTypes, master.jobTypes);
    await put(s.companyChoiceFactorTypes, master.companyChoiceFactorTypes);
    await put(s.universities, master.universities);
    await put(s.departmentCategories, master.departmentCategories);
    await put(s.departments, master.departments);
    await put(s.concentrations, master.concentrations);
    await put(s.highSchools, master.highSchools);
    await put(s.mailCampaignTypes, master.mailCampaignTypes);
    await put(s.adPlaces, master.adPlaces);
    await put(s.featureFlags, master.featureFlags);
    await put(s.userRegistrationVersions, master.userRegistrationVersions);
    await put(s.userRegistrationGroups, master.userRegistrationGroups);
    await put(s.userRegistrationSteps, master.userRegistrationSteps);
    await put(s.termsVersions, master.termsVersions);
    await put(s.articles, master.articles);
    await put(s.cooperatingSites, master.cooperatingSites);

    // company_groups ↔ companies reference each other: groups first without their main company, then fill it in.
    await put(
      s.companyGroups,
      companies.companyGroups.map(({ id }) => ({ id, mainCompanyId: null })),
    );
    await put(s.companies, companies.companies);
    for (const group of companies.companyGroups) {
      await tx
        .update(s.companyGroups)
        .set({ mainCompanyId: group.mainCompanyId })
        .where(sql`${s.companyGroups.id} = ${group.id}`);
    }
    await put(s.companyImageGalleryItems, media.companyImageGalleryItems);
    await put(s.awards, reviews.awards);

    await put(s.events, events.events);
    await put(s.eventCompanies, events.eventCompanies);
    await put(s.eventBusinessSubcategories, events.eventBusinessSubcategories);
    await put(s.eventDescriptionItems, events.eventDescriptionItems);
    await put(s.schedules, events.schedules);
    await put(s.courses, events.courses);
    await put(s.eventQuestions, events.eventQuestions);
    await put(s.eventCheckinableCompanies, events.eventCheckinableCompanies);
    await put(s.eventSummaryImages, media.eventSummaryImages);

    await put(s.users, users.users);
    await put(s.userRegistrations, users.userRegistrations);
    await put(s.userRegistrationCompleteSteps, users.userRegistrationCompleteSteps);
    await put(s.userBasicInformations, users.userBasicInformations);
    await put(s.userAffiliations, users.userAffiliations);
    await put(s.userPreferredBusinessCategories, users.userPreferredBusinessCategories);
    await put(s.userPreferredJobTypes, users.userPreferredJobTypes);
    await put(s.userPreferredWorkPrefectures, users.userPreferredWorkPrefectures);
    await put(s.userPreferredCompanyChoiceFactorTypes, users.userPreferredCompanyChoiceFactorTypes);
    await put(s.userActivities, users.userActivities);
    await put(s.userStudentEndeavors, users.userStudentEndeavors);
    await put(s.userMailMagazineOptions, users.userMailMagazineOptions);
    await put(s.userMailCampaignTypes, users.userMailCampaignTypes);
    await put(s.userCooperatingSites, users.userCooperatingSites);
    await put(s.termsAgreements, users.termsAgreements);

    await put(s.companyReviews, reviews.companyReviews);
    await put(s.eventReviews, reviews.eventReviews);

    await put(s.videoChannels, videos.videoChannels);
    await put(s.videoBundles, videos.videoBundles);
    await put(s.videoChapters, videos.videoChapters);
    await put(s.featureVideos, videos.featureVideos);
    await put(s.featureVideoBundles, videos.featureVideoBundles);
    await put(s.shortVideos, videos.shortVideos);

    await put(s.entries, engagement.entries);
    await put(s.eventCheckins, engagement.eventCheckins);
    await put(s.eventAnswers, engagement.eventAnswers);
    await put(s.clips, engagement.clips);
    await put(s.follows, engagement.follows);
    await put(s.notifications, engagement.notifications);
    await put(s.whatsNewItems, engagement.whatsNewItems);
    await put(s.whatsNewItemReads, engagement.whatsNewItemReads);
    // a scout row names its chat
    await put(s.chats, conversations.chats);
    await put(s.chatMessages, conversations.chatMessages);
    await put(s.scoutMessages, conversations.scoutMessages);
    await put(s.featureEvents, engagement.featureEvents);
    await put(s.featureEventEvents, engagement.featureEventEvents);
    await put(s.promotionContracts, engagement.promotionContracts);
    await put(s.popups, engagement.popups);
    await put(s.signupRecommendedEvents, engagement.signupRecommendedEvents);
    await put(s.googleCustomCampaigns, engagement.googleCustomCampaigns);
    await put(s.recentlyViewedEvents, engagement.recentlyViewedEvents);

    await resetSequences(tx, serialTables());
  });

  return {
    scale: opts.scale,
    now: now.toISOString(),
    counts: inserted,
    seconds: Math.round((performance.now() - started) / 10) / 100,
  };
}
