import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { companyPath } from "../core/routes";
import { COMPANY_INDEX_PATH, COMPANY_LIST_PER, COMPANY_PLP_PATH } from "../core/company-list-paths";
import {
  byReviewScores,
  planCompanyListPages,
  type ListableCompany,
  type PlannablePrefecture,
} from "./company-page-plan";
import { companySitemap } from "./sitemap/company-sitemap";
import type { SitemapEntry } from "./sitemap/sitemap-entry";

type CompanyPagesQuery = {
  allCompany: { nodes: (ListableCompany & { updated_at: string })[] };
  allPrefecture: { nodes: PlannablePrefecture[] };
};

/**
 * /companies, /companies/plp, /companies/{id} for every company, and every page of the domestic, foreign, area and
 * prefecture listings; returns their sitemap entries.
 */
export async function createCompanyPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<SitemapEntry[]> {
  const result = await graphql<CompanyPagesQuery>(`
    query CompanyPages {
      allCompany {
        nodes {
          db_id
          is_foreign
          overall_score
          headquarters_prefecture_code
          headquarters_area_db_id
          updated_at
        }
      }
      allPrefecture {
        nodes {
          code
          name
          area_db_id
          area_name
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("company pages: query failed", result.errors);
    return [];
  }
  const { allCompany, allPrefecture } = result.data;
  const detailTemplate = path.resolve("src/templates/company-detail.tsx");
  for (const company of allCompany.nodes) {
    actions.createPage({
      path: companyPath(company.db_id),
      component: detailTemplate,
      context: { dbId: company.db_id },
    });
  }
  const listTemplate = path.resolve("src/templates/company-list.tsx");
  const listPages = planCompanyListPages(allCompany.nodes, allPrefecture.nodes);
  for (const page of listPages) actions.createPage({ path: page.path, component: listTemplate, context: page.context });
  const firstPageIds = [...allCompany.nodes]
    .sort(byReviewScores)
    .slice(0, COMPANY_LIST_PER)
    .map((company) => company.db_id);
  const totalCount = allCompany.nodes.length;
  const areas = [
    ...new Map(allPrefecture.nodes.map((prefecture) => [prefecture.area_db_id, prefecture.area_name])).entries(),
  ]
    .sort(([a], [b]) => a - b)
    .map(([id, name]) => ({ id, name }));
  actions.createPage({
    path: COMPANY_INDEX_PATH,
    component: path.resolve("src/templates/company-index.tsx"),
    context: { companyIds: firstPageIds, totalCount, areas },
  });
  actions.createPage({
    path: COMPANY_PLP_PATH,
    component: path.resolve("src/templates/company-plp.tsx"),
    context: { companyIds: firstPageIds, totalCount },
  });
  reporter.info(`company pages: ${allCompany.nodes.length} companies, ${listPages.length} listing pages`);
  return companySitemap({
    companies: allCompany.nodes,
    listings: [
      ...listPages.map((page) => ({ path: page.path, companyIds: page.context.companyIds })),
      { path: COMPANY_INDEX_PATH, companyIds: firstPageIds },
      { path: COMPANY_PLP_PATH, companyIds: firstPageIds },
    ],
  });
}
