import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventDetail } from "../../../core/api/event-detail";
import type { EventLatestAd } from "../../../core/api/event-list";
import { deriveAlertMessage } from "./alert-message";
import { loadCheckinCompanies } from "../../event-records/load-checkin-companies";
import type { EventRecord } from "../../event-records/load-event-row";
import { loadDescriptionItems } from "./load-description-items";
import { loadEventHostCompanies, loadParticipantCompanyIds } from "../../event-records/load-host-companies";
import { loadSchedules } from "./load-schedules";
import { markdownToPlainText } from "./markdown-to-plain-text";

type EventExtrasRow = {
  business_category_name: string | null;
  host_is_official: boolean | null;
  host_official_image_url: string | null;
};

async function loadExtras(db: Db, event: EventRecord): Promise<EventExtrasRow> {
  const result = await db.execute<EventExtrasRow>(sql`
    select bc.name as business_category_name, c.is_official_company as host_is_official, c.official_image_url as host_official_image_url
    from events e
    left join business_categories bc on bc.id = e.business_category_id
    left join companies c on c.id = e.host_company_id
    where e.id = ${event.id}`);
  return result.rows[0] ?? { business_category_name: null, host_is_official: null, host_official_image_url: null };
}

async function loadSubcategories(db: Db, eventId: number): Promise<EventDetail["business_subcategories"]> {
  const result = await db.execute<{ id: number; name: string }>(sql`
    select bs.id, bs.name from event_business_subcategories ebs
    join business_subcategories bs on bs.id = ebs.business_subcategory_id
    where ebs.event_id = ${eventId}
    order by bs.display_order, bs.id`);
  return result.rows.map(({ id, name }) => ({ id, name }));
}

/** The promotion contract running now for the event, as list items show it. */
export async function loadLatestAd(db: Db, eventId: number, now: Date): Promise<EventLatestAd | null> {
  const result = await db.execute<EventLatestAd>(sql`
    select id, publication_type, image_url, catch_copy from promotion_contracts
    where event_id = ${eventId} and starts_at <= ${now.toISOString()} and ends_at > ${now.toISOString()}
    order by starts_at desc, id desc limit 1`);
  return result.rows[0] ?? null;
}

/** Spec §3 Event detail, Reading A, of a loaded event row (publication is the caller's concern). */
export async function buildEventDetail(db: Db, event: EventRecord, now: Date = new Date()): Promise<EventDetail> {
  const [extras, subcategories, participantIds, schedules, descriptionItems, latestAd, checkinCompanies] =
    await Promise.all([
      loadExtras(db, event),
      loadSubcategories(db, event.id),
      loadParticipantCompanyIds(db, event.id, event.hostCompanyId),
      loadSchedules(db, event.id, now),
      loadDescriptionItems(db, event.id),
      loadLatestAd(db, event.id, now),
      event.useCheckin ? loadCheckinCompanies(db, event.id) : Promise.resolve([]),
    ]);
  const companies = await loadEventHostCompanies(
    db,
    event.hostCompanyId === null ? participantIds : [event.hostCompanyId, ...participantIds],
  );
  const hostCompany =
    event.hostCompanyId === null ? null : (companies.find((company) => company.id === event.hostCompanyId) ?? null);
  return {
    id: event.id,
    title: event.title,
    category: event.category,
    grade: event.grades && event.grades.length > 0 ? event.grades.join("・") : null,
    latest_ad: latestAd,
    description: markdownToPlainText(event.descriptionMarkdown),
    description_markdown: event.descriptionMarkdown,
    display_own_logo: event.displayOwnLogo,
    display_as_partner_entry_offer: event.displayAsPartnerEntryOffer,
    latest_official_id: extras.host_is_official ? event.hostCompanyId : null,
    latest_official_image: extras.host_is_official ? extras.host_official_image_url : null,
    business_category_id: event.businessCategoryId,
    business_category_name: extras.business_category_name,
    business_subcategories: subcategories,
    host_company: hostCompany,
    companies: companies.filter((company) => company.id !== event.hostCompanyId),
    schedules,
    eye_catch_image: event.eyeCatchImageUrl,
    application_url: event.applicationUrl,
    event_graduate_years: [...event.graduateYears].sort((a, b) => a - b),
    lottery: event.lottery,
    resume_published: event.resumePublished,
    resume_publish_at: event.resumePublishAt?.toISOString() ?? null,
    has_resume_question: schedules.some((schedule) => schedule.event_questions.length > 0),
    has_resume_answer: false,
    external_deadline: event.externalDeadline,
    entry: null,
    user: null,
    event_description_items: descriptionItems,
    changeable_schedules: [],
    bookmark_id: null,
    matches_graduation_year: null,
    not_voted_companies: [],
    show_ticket: false,
    has_crawl: false,
    is_trend_event: event.isTrendEvent,
    is_mirai_hosting_event: event.isMiraiHostingEvent,
    alert_message_object: deriveAlertMessage(schedules),
    use_checkin: event.useCheckin,
    checkinable_companies: checkinCompanies,
  };
}
