import type * as s from "../../schema";
import { streamFor, type Random } from "../random";
import { SEED } from "../seed-scale";
import { jstDayAt } from "../time";
import {
  adviceSentences,
  negativeReviewTitles,
  negativeSentences,
  neutralReviewTitles,
  neutralSentences,
  positiveReviewTitles,
  positiveSentences,
} from "../vocabulary/review-phrases";
import type { CompaniesData } from "./build-companies";
import type { EventsData } from "./build-events";
import type { Row } from "./types";

export type ReviewsData = {
  companyReviews: (Row<typeof s.companyReviews> & { companyId: number; ratingOverall: number; phase: string })[];
  eventReviews: Row<typeof s.eventReviews>[];
  awards: Row<typeof s.awards>[];
};

const overallWeights = [4, 9, 22, 40, 25]; // 1..5 stars

function overall(random: Random): number {
  return random.weightedIndex(overallWeights) + 1;
}

function around(random: Random, value: number): number {
  return Math.min(5, Math.max(1, value + random.pick([-1, 0, 0, 0, 1])));
}

function reviewText(random: Random, rating: number): { title: string; body: string } {
  const title =
    rating >= 4
      ? random.pick(positiveReviewTitles)
      : rating === 3
        ? random.pick(neutralReviewTitles)
        : random.pick(negativeReviewTitles);
  const main =
    rating >= 4
      ? positiveSentences
      : rating === 3
        ? [...positiveSentences.slice(0, 3), ...negativeSentences.slice(0, 1)]
        : negativeSentences;
  const sentences = [
    ...random.sample(main, rating >= 4 ? 2 : 1),
    ...random.sample(neutralSentences, random.int(1, 2)),
    random.pick(adviceSentences),
  ];
  return { title, body: sentences.join("") };
}

/** Reviewers' graduate years: students who already went through job hunting. */
const reviewerYears = [2024, 2025, 2026, 2027];

export function buildReviews(
  companiesData: CompaniesData,
  eventsData: EventsData,
  counts: { companyReviews: number; eventReviews: number },
  userIds: readonly string[],
  now: Date,
): ReviewsData {
  const random = streamFor(SEED, "reviews");
  const companies = companiesData.companies;
  // Popular companies collect more reviews: weight official companies higher, plus a long tail.
  const companyWeights = companies.map((c) => (c.isOfficialCompany ? 3 : 1) * (1 + (c.id % 7)));
  const companyReviews: ReviewsData["companyReviews"] = [];
  for (let i = 0; i < counts.companyReviews; i += 1) {
    const company = companies[random.weightedIndex(companyWeights)]!;
    const rating = overall(random);
    const { title, body } = reviewText(random, rating);
    companyReviews.push({
      id: i + 1,
      companyId: company.id,
      userId: userIds.length > 0 && random.chance(0.1) ? random.pick(userIds) : null,
      phase: random.pick(["selection", "internship", "seminar"] as const),
      graduateYear: random.pick(reviewerYears),
      ratingOverall: rating,
      ratingAtmosphere: around(random, rating),
      ratingGrowth: around(random, rating),
      ratingWelfare: around(random, rating),
      ratingSelection: around(random, rating),
      title,
      body,
      helpfulCount: random.weightedIndex([40, 30, 15, 10, 5]) * random.int(1, 6),
      createdAt: jstDayAt(now, -random.int(1, 900), random.int(8, 23), random.int(0, 59)),
    });
  }

  const eventById = new Map(eventsData.events.map((e) => [e.id, e]));
  const participantsByEvent = new Map<number, number[]>();
  for (const ec of eventsData.eventCompanies) {
    participantsByEvent.set(ec.eventId, [...(participantsByEvent.get(ec.eventId) ?? []), ec.companyId]);
  }
  const pastSchedules = eventsData.schedules.filter((sc) => sc.startAt.getTime() < now.getTime() && !sc.canceled);
  const eventReviews: Row<typeof s.eventReviews>[] = [];
  for (let i = 0; i < counts.eventReviews && pastSchedules.length > 0; i += 1) {
    const schedule = random.pick(pastSchedules);
    const event = eventById.get(schedule.eventId)!;
    const companyId = event.hostCompanyId ?? random.pick(participantsByEvent.get(event.id) ?? [companies[0]!.id]);
    const rating = overall(random);
    const { title, body } = reviewText(random, rating);
    const ageDays = Math.max(1, Math.floor((now.getTime() - schedule.startAt.getTime()) / 86_400_000));
    eventReviews.push({
      id: i + 1,
      eventId: event.id,
      companyId,
      userId: userIds.length > 0 && random.chance(0.15) ? random.pick(userIds) : null,
      graduateYear: event.graduateYears?.[0] ?? 2027,
      ratingOverall: rating,
      ratingContent: around(random, rating),
      ratingStaff: around(random, rating),
      ratingUsefulness: around(random, rating),
      title,
      body,
      helpfulCount: random.weightedIndex([50, 30, 15, 5]) * random.int(1, 4),
      createdAt: jstDayAt(now, -random.int(0, ageDays - 1), random.int(8, 23), random.int(0, 59)),
    });
  }

  applyScores(companiesData, companyReviews);
  return { companyReviews, eventReviews, awards: buildAwards(random, companyReviews) };
}

function average(values: number[]): string | null {
  if (values.length === 0) return null;
  return (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2);
}

/** Company scores are the averages of their reviews, overall and per phase. */
function applyScores(companiesData: CompaniesData, reviews: ReviewsData["companyReviews"]): void {
  const byCompany = new Map<number, ReviewsData["companyReviews"]>();
  for (const review of reviews) byCompany.set(review.companyId, [...(byCompany.get(review.companyId) ?? []), review]);
  for (const company of companiesData.companies) {
    const own = byCompany.get(company.id) ?? [];
    const of = (phase: string) => own.filter((r) => r.phase === phase).map((r) => r.ratingOverall);
    company.overallScore = average(own.map((r) => r.ratingOverall));
    company.recruitmentScore = average(of("selection"));
    company.internshipScore = average(of("internship"));
    company.seminarScore = average(of("seminar"));
  }
}

/** Awards go to well-reviewed companies with enough reviews: gold ≥ 4.2, silver ≥ 3.9, bronze otherwise. */
function buildAwards(random: Random, reviews: ReviewsData["companyReviews"]): Row<typeof s.awards>[] {
  const stats = new Map<number, { sum: number; n: number }>();
  for (const r of reviews) {
    const stat = stats.get(r.companyId) ?? { sum: 0, n: 0 };
    stat.sum += r.ratingOverall;
    stat.n += 1;
    stats.set(r.companyId, stat);
  }
  const awards: Row<typeof s.awards>[] = [];
  const candidates = [...stats.entries()]
    .filter(([, st]) => st.n >= 12 && st.sum / st.n >= 3.7)
    .sort(([a], [b]) => a - b);
  for (const [companyId, st] of candidates) {
    const avg = st.sum / st.n;
    const rank = avg >= 4.2 ? "gold" : avg >= 3.9 ? "silver" : "bronze";
    for (const year of random.sample([2019, 2020, 2021, 2022, 2023, 2024, 2025], random.int(1, 3)).sort()) {
      awards.push({ id: awards.length + 1, companyId, year, rank, createdAt: new Date(Date.UTC(year, 2, 1, 1)) });
    }
  }
  return awards;
}
