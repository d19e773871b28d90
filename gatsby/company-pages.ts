import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { companyPath } from "../src/domain/routes";
import { planCompanyListPages, type ListableCompany, type PlannablePrefecture } from "./company-page-plan";

type CompanyPagesQuery = {
  allCompany: { nodes: ListableCompany[] };
  allPrefecture: { nodes: PlannablePrefecture[] };
};

/** /companies/{id} for every company, and every page of the domestic, foreign, area and prefecture listings. */
export async function createCompanyPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<CompanyPagesQuery>(`
    query CompanyPages {
      allCompany {
        nodes {
          db_id
          is_foreign
          overall_score
          headquarters_prefecture_code
          headquarters_area_db_id
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
    return;
  }
  const { allCompany, allPrefecture } = result.data;
  const detailTemplate = path.resolve("src/templates/company-detail.tsx");
  for (const company of allCompany.nodes) {
    actions.createPage({ path: companyPath(company.db_id), component: detailTemplate, context: { dbId: company.db_id } });
  }
  const listTemplate = path.resolve("src/templates/company-list.tsx");
  const listPages = planCompanyListPages(allCompany.nodes, allPrefecture.nodes);
  for (const page of listPages) actions.createPage({ path: page.path, component: listTemplate, context: page.context });
  reporter.info(`company pages: ${allCompany.nodes.length} companies, ${listPages.length} listing pages`);
}
