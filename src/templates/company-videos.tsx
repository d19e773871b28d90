import { Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { companyPath } from "@core/routes";
import { Breadcrumbs, type Breadcrumb } from "@/components/detail-page/breadcrumbs";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import { ShortVideoGrid, VideoBundleGrid, VideoSeoHead, videosStyles as styles } from "@/features/videos";
import type { CompanyVideosContext } from "@core/videos/video-data";
import { companyVideosPath, videosPath } from "@core/videos/video-paths";

const crumbsOf = ({ company }: CompanyVideosContext): Breadcrumb[] => [
  { name: "ホーム", path: "/" },
  { name: company.name, path: companyPath(company.db_id) },
  { name: "動画", path: companyVideosPath(company.db_id) },
];

/** /companies/{id}/videos: the company's video bundles and short videos (every company has the page). */
export default function CompanyVideosTemplate({ pageContext }: PageProps<object, CompanyVideosContext>) {
  const { company, bundles, shorts } = pageContext;
  const empty = bundles.length === 0 && shorts.length === 0;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbsOf(pageContext)} />
      <div className={styles.companyHeader}>
        <CompanyAvatar initialChar={company.initial_char} logoUrl={company.square_logo_url} size="large" />
        <h1 className={styles.title}>{company.name}の動画</h1>
      </div>
      {empty ? (
        <div className={styles.section}>
          <p>{company.name}の動画はまだ公開されていません。</p>
          <p>
            <Link to={videosPath}>ほかの企業の就活動画を見る</Link>
          </p>
        </div>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="company-bundles">
            <h2 id="company-bundles" className={styles.sectionTitle}>
              動画（{bundles.length}本）
            </h2>
            <VideoBundleGrid bundles={bundles} emptyMessage="公開中の動画はありません。" />
          </section>
          <section className={styles.section} aria-labelledby="company-shorts">
            <h2 id="company-shorts" className={styles.sectionTitle}>
              ショート動画（{shorts.length}本）
            </h2>
            <ShortVideoGrid shorts={shorts} emptyMessage="公開中のショート動画はありません。" />
          </section>
        </>
      )}
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, CompanyVideosContext>) {
  const { company, bundles, shorts } = pageContext;
  return (
    <VideoSeoHead
      location={location}
      title={`${company.name}の動画`}
      description={
        bundles.length + shorts.length > 0
          ? `${company.name}の社員が仕事や職場を紹介する動画（${bundles.length}本）とショート動画（${shorts.length}本）です。`
          : `${company.name}の就活動画のページです。動画はまだ公開されていません。`
      }
      path={companyVideosPath(company.db_id)}
      breadcrumbs={crumbsOf(pageContext)}
      image={company.square_logo_url}
    />
  );
}
