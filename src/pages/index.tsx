import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { HomeHero, HomeSection, DeadlineSoonEvents, TopAds, graduateYearLabels } from "@/features/home";
import { SeoHead, useJsonLdContext } from "@/components/seo";
import { webSiteJsonLd } from "@/lib/seo/site-json-ld";
import { eventCategoryLabels, type EventCategory } from "@core/event-category";
import { CompanyCardList } from "@/features/companies";
import { EventCardList } from "@/features/events";
import { analyticsCategoryOfEvent } from "@/lib/analytics";

const DEADLINE_SOON_SHOWN = 8;

const categorySections: ReadonlyArray<{ category: EventCategory; description: string }> = [
  { category: "entry", description: "新卒採用の本選考。エントリー受付中の新着情報です。" },
  { category: "internship", description: "1day から数か月の長期まで、新着のインターンシップ。" },
  { category: "seminar", description: "企業説明会・セミナーの新着情報です。" },
  { category: "gosetsu", description: "複数の企業と一度に出会える合同説明会・座談会。" },
];

/**
 * A part of the page below the first screen. Nothing in it suspends, so the prerendered HTML is the same (React adds
 * two comments); what the boundary changes is hydration: React 18 hydrates the page outside the boundaries in one task,
 * leaves each boundary dehydrated, then hydrates them one by one at a lower priority, yielding to the browser between
 * pieces of work. Hydrating all of the home page's ~60 cards in one task was the page's total blocking time
 * (docs/decisions/home-selective-hydration.md). A boundary the student interacts with is hydrated first.
 */
function BelowTheFold({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <>
      <HomeHero graduateYearLabels={graduateYearLabels(data.openEventGraduateYears.distinct)} />
      <HomeSection
        id="pickup"
        heading="ピックアップ"
        description="いま注目してほしいイベントを編集部がピックアップしました。"
      >
        {/* on a phone the first pickup card's picture is the largest thing in the first screen: the LCP */}
        <EventCardList
          events={data.pickup.nodes}
          emptyMessage="ピックアップイベントはまだありません。"
          priorityFirst
          impressionList="home_pickup"
        />
      </HomeSection>
      {/* Below the first screen: each section is its own Suspense boundary, hydrated after the rest in tasks of its own */}
      <BelowTheFold>
        <TopAds buildContracts={data.topAds.nodes} />
      </BelowTheFold>
      {categorySections.map(({ category, description }) => (
        <BelowTheFold key={category}>
          <HomeSection
            id={`new-${category}`}
            heading={`新着の${eventCategoryLabels[category]}`}
            description={description}
          >
            <EventCardList
              events={data[category].nodes}
              emptyMessage={`${eventCategoryLabels[category]}の掲載はまだありません。`}
              impressionList={`home_new_${analyticsCategoryOfEvent(category)}`}
              impressionCategory={analyticsCategoryOfEvent(category)}
            />
          </HomeSection>
        </BelowTheFold>
      ))}
      <BelowTheFold>
        <HomeSection id="deadline-soon" heading="締切間近" description="エントリーの締切が近いイベントです。お早めに。">
          <DeadlineSoonEvents events={data.deadlineSoon.nodes} limit={DEADLINE_SOON_SHOWN} />
        </HomeSection>
      </BelowTheFold>
      <BelowTheFold>
        <HomeSection id="popular-companies" heading="人気企業" description="フォロワーとクチコミの多い企業です。">
          <CompanyCardList companies={data.popularCompanies.nodes} emptyMessage="企業情報はまだありません。" />
        </HomeSection>
      </BelowTheFold>
    </>
  );
}

export function Head({ location }: HeadProps) {
  const { toUrl, site } = useJsonLdContext();
  return (
    <SeoHead
      description="ミライキャリアは新卒就活生のための就活サイト。本選考・インターンシップ・説明会・合同説明会の最新情報と企業のクチコミで、あなたに合う企業が見つかります。"
      path="/"
      location={location}
      jsonLd={[webSiteJsonLd(site.name, toUrl)]}
    />
  );
}

export const query = graphql`
  query HomePage {
    # the top page's ad place (TOP_PAGE_AD_PLACE): contracts running at build time, in display order
    topAds: allPromotionContract(
      filter: { ad_place: { eq: "ad_place_web_top_page" } }
      sort: [{ display_order: ASC }, { db_id: ASC }]
    ) {
      nodes {
        ...TopAdContractFields
      }
    }
    pickup: allEvent(filter: { is_pickup: { eq: true } }, sort: [{ published_at: DESC }, { db_id: DESC }], limit: 8) {
      nodes {
        ...EventCardFields
      }
    }
    entry: allEvent(filter: { category: { eq: entry } }, sort: [{ published_at: DESC }, { db_id: DESC }], limit: 8) {
      nodes {
        ...EventCardFields
      }
    }
    internship: allEvent(
      filter: { category: { eq: internship } }
      sort: [{ published_at: DESC }, { db_id: DESC }]
      limit: 8
    ) {
      nodes {
        ...EventCardFields
      }
    }
    seminar: allEvent(
      filter: { category: { eq: seminar } }
      sort: [{ published_at: DESC }, { db_id: DESC }]
      limit: 8
    ) {
      nodes {
        ...EventCardFields
      }
    }
    gosetsu: allEvent(
      filter: { category: { eq: gosetsu } }
      sort: [{ published_at: DESC }, { db_id: DESC }]
      limit: 8
    ) {
      nodes {
        ...EventCardFields
      }
    }
    # twice the shown count, so that events closing after the build can be replaced in the browser
    deadlineSoon: allEvent(
      filter: { closest_schedule: { time_limit_at: { ne: null } } }
      sort: [{ closest_schedule: { time_limit_at: ASC } }, { db_id: ASC }]
      limit: 16
    ) {
      nodes {
        ...EventCardFields
      }
    }
    popularCompanies: allCompany(sort: [{ follower_count: DESC }, { review_count: DESC }, { db_id: ASC }], limit: 8) {
      nodes {
        ...CompanyCardFields
      }
    }
    openEventGraduateYears: allEvent(filter: { closest_schedule: { db_id: { ne: null } } }) {
      distinct(field: { graduate_years: SELECT })
    }
  }
`;
