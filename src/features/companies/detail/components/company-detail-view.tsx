import { Link } from "gatsby";
import * as React from "react";
import {
  companyEventReviewsPath,
  companyListPath,
  companyReviewsPath,
  companyVideosPath,
} from "@core/company-list-paths";
import { eventCategoryLabels } from "@core/event-category";
import { companyPath } from "@core/routes";
import { FollowButton } from "@/features/engagement";
import { EventCardList, useHydratedNow } from "@/features/events";
import { analyticsCategoryOfEvent } from "@/lib/analytics";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { BusinessCategoryIcon } from "../../components/business-category-icon";
import { AwardBadge, isAwardRank } from "../../components/award-badge";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import { ResponsiveImage } from "@/components/responsive-image/responsive-image";
import { COMPANY_GALLERY_IMAGE, COMPANY_OFFICIAL_IMAGE } from "../company-images";
import { companyBreadcrumbs } from "../company-breadcrumbs";
import type { CompanyDetailData } from "../company-detail-data";
import { eventsByCategory } from "../events-by-category";
import { pastAndUpcoming } from "../past-and-upcoming";
import * as styles from "./company-detail.module.css";

function formatScore(score: number | null): string {
  return score === null ? "—" : score.toFixed(1);
}

const scoreRows = [
  { key: "overall_score", label: "総合評価" },
  { key: "recruitment_score", label: "選考" },
  { key: "internship_score", label: "インターンシップ" },
  { key: "seminar_score", label: "説明会・セミナー" },
] as const;

/**
 * /companies/{company_id}: the company summary of spec §3 with its events (upcoming by category, then the most recent
 * past ones), group and review links. `builtAt`: the build time, which splits past from upcoming in the prerendered
 * HTML and through hydration; the browser's time does after it.
 */
export function CompanyDetailView({ company, builtAt }: { company: CompanyDetailData; builtAt: string | null }) {
  const prefecture = company.headquarters_prefecture;
  const hydratedNow = useHydratedNow();
  const nowMs = hydratedNow?.getTime() ?? (builtAt === null ? 0 : Date.parse(builtAt));
  const { upcoming, past, pastCount } = pastAndUpcoming(company.events, nowMs);
  const groups = eventsByCategory(upcoming);
  const groupCompanies = company.company_group?.companies.filter((member) => member.db_id !== company.db_id) ?? [];
  const mainCompany = company.company_group?.main_company ?? null;
  return (
    <article className={`container ${styles.page}`} aria-labelledby="company-name">
      <Breadcrumbs items={companyBreadcrumbs(company)} />
      <header className={styles.header}>
        {company.official_image_url && (
          <ResponsiveImage
            className={styles.officialImage}
            src={company.official_image_url}
            alt=""
            {...COMPANY_OFFICIAL_IMAGE}
            priority
          />
        )}
        <div className={styles.titleRow}>
          <CompanyAvatar initialChar={company.initial_char} logoUrl={company.square_logo_url} size="large" />
          <div className={styles.identity}>
            <h1 id="company-name" className={styles.name}>
              {company.name}
            </h1>
            <p className={styles.industry}>
              <BusinessCategoryIcon iconKey={company.business_category.icon_key} size={18} className={styles.icon} />
              {company.business_category.name} / {company.business_subcategory_name}
            </p>
          </div>
          <span className={styles.follow}>
            <FollowButton companyId={company.db_id} companyName={company.name} />
          </span>
        </div>
        <ul className={styles.marks} aria-label="企業の特徴">
          {company.is_official_company && <li className={styles.official}>公式情報あり</li>}
          <li>{company.is_foreign ? "外資系企業" : "国内企業"}</li>
          <li>
            本社:{" "}
            <Link
              to={companyListPath({
                origin: "all",
                areaId: prefecture.area_db_id,
                prefectureCode: prefecture.code,
                page: 1,
              })}
            >
              {prefecture.name}
            </Link>
          </li>
          {company.latest_award_reviews_year !== null && (
            <li data-testid="latest-award-year">最新アワード: {company.latest_award_reviews_year}年</li>
          )}
        </ul>
      </header>

      <section className={styles.section} aria-labelledby="company-scores">
        <h2 id="company-scores">クチコミ評価</h2>
        <dl className={styles.scores}>
          {scoreRows.map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{formatScore(company[row.key])}</dd>
            </div>
          ))}
        </dl>
        <ul className={styles.reviewLinks}>
          <li>
            <Link to={companyReviewsPath(company.db_id)}>
              企業クチコミ {company.review_count.toLocaleString("ja-JP")}件
            </Link>
          </li>
          <li>
            <Link to={companyEventReviewsPath(company.db_id)}>
              イベント体験記 {company.experience_review_count.toLocaleString("ja-JP")}件
            </Link>
          </li>
          <li>
            <Link to={companyVideosPath(company.db_id)}>企業の動画</Link>
          </li>
        </ul>
      </section>

      {company.awards.length > 0 && (
        <section className={styles.section} aria-labelledby="company-awards">
          <h2 id="company-awards">クチコミアワード受賞歴</h2>
          <ul className={styles.awards}>
            {company.awards.map((award) =>
              isAwardRank(award.rank) ? (
                <li key={award.year}>
                  <AwardBadge year={award.year} rank={award.rank} size={64} />
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="company-about">
        <h2 id="company-about">企業紹介</h2>
        <p className={styles.description}>{company.official_description}</p>
        {company.job_category_names.length > 0 && (
          <>
            <h3>募集職種</h3>
            <ul className={styles.tags}>
              {company.job_category_names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        )}
        {company.image_gallery.length > 0 && (
          <>
            <h3>フォトギャラリー</h3>
            <ul className={styles.gallery}>
              {company.image_gallery.map((item) => (
                <li key={`${item.display_order}-${item.image_url}`}>
                  <figure>
                    {/* the caption names the figure: an alt saying the same would be read twice */}
                    <ResponsiveImage src={item.image_url} alt="" {...COMPANY_GALLERY_IMAGE} />
                    <figcaption>
                      <strong>{item.title}</strong>
                      {item.description && <span>{item.description}</span>}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {company.company_group && (mainCompany || groupCompanies.length > 0) && (
        <section className={styles.section} aria-labelledby="company-group">
          <h2 id="company-group">グループ企業</h2>
          {mainCompany && (
            <p>
              グループの代表企業:{" "}
              {mainCompany.db_id === company.db_id ? (
                <strong>{mainCompany.name}</strong>
              ) : (
                <Link to={companyPath(mainCompany.db_id)}>{mainCompany.name}</Link>
              )}
            </p>
          )}
          {groupCompanies.length > 0 && (
            <ul className={styles.groupList}>
              {groupCompanies.map((member) => (
                <li key={member.db_id}>
                  <Link to={companyPath(member.db_id)}>{member.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className={styles.section} aria-labelledby="company-events">
        <h2 id="company-events">掲載中のイベント</h2>
        {groups.length === 0 && <p>現在掲載中のイベントはありません。</p>}
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`company-events-${group.category}`}>
            <h3 id={`company-events-${group.category}`}>
              {eventCategoryLabels[group.category]}（{group.events.length}件）
            </h3>
            <EventCardList
              events={group.events}
              emptyMessage=""
              impressionList="company_events"
              impressionCategory={analyticsCategoryOfEvent(group.category)}
            />
          </section>
        ))}
      </section>

      {past.length > 0 && (
        <section className={styles.section} aria-labelledby="company-past-events">
          <h2 id="company-past-events">過去のイベント</h2>
          <p>
            開催済みのイベント{pastCount}件{pastCount > past.length ? `のうち、直近の${past.length}件` : ""}です。
          </p>
          <EventCardList events={past} emptyMessage="" />
        </section>
      )}
    </article>
  );
}
