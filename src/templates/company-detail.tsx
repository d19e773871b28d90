import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { ImagePreload } from "@/components/responsive-image/responsive-image";
import { SeoHead, useJsonLdContext } from "@/components/seo";
import { companyPath } from "@core/routes";
import {
  companyBreadcrumbs,
  COMPANY_OFFICIAL_IMAGE,
  CompanyDetailView,
  companyOrganization,
} from "@/features/companies";
import { requirePageNode } from "@core/require-page-node";

export type CompanyDetailPageContext = { dbId: number };

export default function CompanyDetailTemplate({
  data,
}: PageProps<Queries.CompanyDetailPageQuery, CompanyDetailPageContext>) {
  return (
    <CompanyDetailView company={requirePageNode(data.company, "Company page")} builtAt={data.site?.buildTime ?? null} />
  );
}

function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

export function Head({ data, location }: HeadProps<Queries.CompanyDetailPageQuery, CompanyDetailPageContext>) {
  const company = requirePageNode(data.company, "Company page");
  const { toUrl } = useJsonLdContext();
  const path = companyPath(company.db_id);
  const description = `${company.name}（${company.business_category.name}）の企業情報。クチコミ${company.review_count}件、総合評価${
    company.overall_score === null ? "なし" : company.overall_score.toFixed(1)
  }。${excerpt(company.official_description, 80)}`;
  return (
    <SeoHead
      location={location}
      title={`${company.name}の企業情報・クチコミ`}
      description={description}
      path={path}
      keywords={[company.name, company.business_category.name, company.business_subcategory_name, "クチコミ", "新卒"]}
      image={company.official_image_url ?? company.square_logo_url}
      imageAlt={company.official_image_url ? company.name : `${company.name}のロゴ`}
      jsonLd={[companyOrganization(company, toUrl(path), toUrl)]}
      breadcrumbs={companyBreadcrumbs(company)}
    >
      <ImagePreload src={company.official_image_url} {...COMPANY_OFFICIAL_IMAGE} />
    </SeoHead>
  );
}

export const query = graphql`
  query CompanyDetailPage($dbId: Int!) {
    company(db_id: { eq: $dbId }) {
      ...CompanyCardFields
      name_pronunciation
      official_description
      official_image_url
      image_gallery {
        title
        description
        image_url
        display_order
      }
      recruitment_score
      internship_score
      seminar_score
      experience_review_count
      has_award_review
      awards {
        year
        rank
      }
      job_category_names
      is_foreign
      headquarters_prefecture {
        code
        name
        area_db_id
        area_name
      }
      company_group {
        main_company {
          db_id
          name
        }
        companies {
          db_id
          name
        }
      }
      events {
        ...EventCardFields
        last_start_at
      }
    }
    site {
      buildTime
    }
  }
`;
