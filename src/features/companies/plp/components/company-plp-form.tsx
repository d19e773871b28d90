import { Link } from "gatsby";
import * as React from "react";
import { BusinessCategoryIcon } from "../../components/business-category-icon";
import { loginHref } from "@/features/engagement";
import { COMPANY_PLP_PATH } from "@core/company-list-paths";
import { companyPlpSearch, defaultCompanyPlpFilters, type CompanyPlpFilters } from "../company-plp-params";
import * as styles from "./company-plp.module.css";

export type CompanyPlpOptions = {
  categories: ReadonlyArray<{ db_id: number; name: string; icon_key: string }>;
  prefectures: ReadonlyArray<{ code: number; name: string; area_db_id: number; area_name: string }>;
};

/** The filters chosen in the form (first page). */
export function filtersFromForm(form: HTMLFormElement): CompanyPlpFilters {
  const data = new FormData(form);
  const number = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" && value !== "" ? Number(value) : null;
  };
  return {
    ...defaultCompanyPlpFilters,
    largeCategory: number("large_category"),
    prefectures: data
      .getAll("prefectures")
      .map(Number)
      .sort((a, b) => a - b),
    lowerLimitOfCompanyReview: number("lowerLimitOfCompanyReview"),
    companiesToFollow: data.get("companiesToFollow") === "true",
    order: data.get("order") === "name" ? "name" : "company_review_scores",
  };
}

type FormProps = {
  filters: CompanyPlpFilters;
  options: CompanyPlpOptions;
  signedIn: boolean;
  onSubmit: (filters: CompanyPlpFilters) => void;
};

function areasOf(prefectures: CompanyPlpOptions["prefectures"]) {
  const areas = new Map<number, { name: string; prefectures: Array<{ code: number; name: string }> }>();
  for (const prefecture of prefectures) {
    const area = areas.get(prefecture.area_db_id) ?? { name: prefecture.area_name, prefectures: [] };
    area.prefectures.push(prefecture);
    areas.set(prefecture.area_db_id, area);
  }
  return [...areas.entries()].sort(([a], [b]) => a - b);
}

/** Industry (with icons), prefectures by area, review lower limit, followed companies and order. */
export function CompanyPlpForm({ filters, options, signedIn, onSubmit }: FormProps) {
  const followFilterHref = loginHref(
    `${COMPANY_PLP_PATH}${companyPlpSearch({ ...filters, companiesToFollow: true, page: 1 })}`,
  );
  return (
    <form
      className={styles.form}
      aria-label="企業の絞り込み"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(filtersFromForm(event.currentTarget));
      }}
    >
      <fieldset className={styles.industries}>
        <legend>業界</legend>
        <label>
          <input type="radio" name="large_category" value="" defaultChecked={filters.largeCategory === null} />
          すべて
        </label>
        {options.categories.map((category) => (
          <label key={category.db_id}>
            <input
              type="radio"
              name="large_category"
              value={category.db_id}
              defaultChecked={filters.largeCategory === category.db_id}
            />
            <BusinessCategoryIcon iconKey={category.icon_key} size={18} className={styles.icon} />
            {category.name}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.prefectures}>
        <legend>本社所在地</legend>
        {areasOf(options.prefectures).map(([areaId, area]) => (
          <details
            key={areaId}
            open={area.prefectures.some((prefecture) => filters.prefectures.includes(prefecture.code))}
          >
            <summary>{area.name}</summary>
            <div className={styles.checks}>
              {area.prefectures.map((prefecture) => (
                <label key={prefecture.code}>
                  <input
                    type="checkbox"
                    name="prefectures"
                    value={prefecture.code}
                    defaultChecked={filters.prefectures.includes(prefecture.code)}
                  />
                  {prefecture.name}
                </label>
              ))}
            </div>
          </details>
        ))}
      </fieldset>
      <div className={styles.row}>
        <label>
          クチコミ評価
          <select name="lowerLimitOfCompanyReview" defaultValue={filters.lowerLimitOfCompanyReview ?? ""}>
            <option value="">指定なし</option>
            {[5, 4, 3, 2, 1].map((value) => (
              <option key={value} value={value}>
                {value}.0以上
              </option>
            ))}
          </select>
        </label>
        <label>
          並び順
          <select name="order" defaultValue={filters.order}>
            <option value="company_review_scores">クチコミ評価が高い順</option>
            <option value="name">企業名順（五十音）</option>
          </select>
        </label>
        {signedIn ? (
          <label>
            <input type="checkbox" name="companiesToFollow" value="true" defaultChecked={filters.companiesToFollow} />
            フォロー中の企業のみ
          </label>
        ) : (
          <Link to={followFilterHref}>ログインしてフォロー中の企業で絞り込む</Link>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          この条件で探す
        </button>
        <Link to={COMPANY_PLP_PATH}>条件をクリア</Link>
      </div>
    </form>
  );
}
