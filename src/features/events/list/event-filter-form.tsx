import { navigate } from "gatsby";
import * as React from "react";
import { useState } from "react";
import { buildPlpPath, type PlpParams } from "../../../domain/plp-params";
import { shortGraduateYearLabel } from "../../../domain/graduate-year";
import { ONLINE_PREFECTURE, prefecturesByArea, type EventListFilterOptions } from "./event-list-filter-options";
import { eventListSortQuery, type EventListSort } from "./event-list-sort";
import * as styles from "./event-list.module.css";

type EventFilterFormProps = {
  params: PlpParams;
  sort: EventListSort;
  options: EventListFilterOptions;
};

function toNumberOrNull(value: string): number | null {
  return value === "" ? null : Number(value);
}

const FORM_FIELDS = ["graduate_year", "industry", "prefecture"] as const;

/**
 * Where the form leads when it was submitted before the page hydrated (a plain GET of the form fields to
 * the current listing): the canonical path of those filters with the sort kept, or null when the query
 * carries no form field or a value that is not a filter.
 */
export function pathFromSubmittedForm(params: PlpParams, search: string): string | null {
  const query = new URLSearchParams(search);
  if (!FORM_FIELDS.some((field) => query.has(field))) return null;
  const values = FORM_FIELDS.map((field) => query.get(field) ?? "");
  if (values.some((value) => value !== "" && !/^[0-9]{1,9}$/.test(value))) return null;
  const [graduateYear, industry, prefecture] = values.map((value) => toNumberOrNull(value ?? ""));
  const sort = query.get("sort");
  const path = buildPlpPath({
    category: params.category,
    graduateYear: graduateYear ?? null,
    businessCategoryId: industry ?? null,
    prefectureCode: prefecture ?? null,
    page: 1,
  });
  return sort ? `${path}?sort=${encodeURIComponent(sort)}` : path;
}

/** Graduate year, industry and place: submitting goes to the canonical listing path (page 1), keeping the sort. */
export function EventFilterForm({ params, sort, options }: EventFilterFormProps) {
  const [graduateYear, setGraduateYear] = useState(params.graduateYear === null ? "" : String(params.graduateYear));
  const [industry, setIndustry] = useState(params.businessCategoryId === null ? "" : String(params.businessCategoryId));
  const [prefecture, setPrefecture] = useState(params.prefectureCode === null ? "" : String(params.prefectureCode));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = buildPlpPath({
      category: params.category,
      graduateYear: toNumberOrNull(graduateYear),
      businessCategoryId: toNumberOrNull(industry),
      prefectureCode: toNumberOrNull(prefecture),
      page: 1,
    });
    void navigate(`${path}${eventListSortQuery(sort)}`);
  }

  return (
    <form className={styles.filters} method="get" onSubmit={onSubmit} role="search" aria-label="イベントを絞り込む">
      {sort !== "updated_at" && <input type="hidden" name="sort" value={sort} />}
      <label className={styles.field}>
        <span>卒業年度</span>
        <select name="graduate_year" value={graduateYear} onChange={(e) => setGraduateYear(e.target.value)}>
          <option value="">すべて</option>
          {options.graduateYears.map((year) => (
            <option key={year} value={year}>
              {shortGraduateYearLabel(year)}（{year}年卒）
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>業界</span>
        <select name="industry" value={industry} onChange={(e) => setIndustry(e.target.value)}>
          <option value="">すべて</option>
          {options.businessCategories.map((category) => (
            <option key={category.db_id} value={category.db_id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>開催地</span>
        <select name="prefecture" value={prefecture} onChange={(e) => setPrefecture(e.target.value)}>
          <option value="">すべて</option>
          <option value={ONLINE_PREFECTURE.code}>{ONLINE_PREFECTURE.name}</option>
          {prefecturesByArea(options.prefectures).map((group) => (
            <optgroup key={group.area} label={group.area}>
              {group.prefectures.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.submit}>
        この条件で探す
      </button>
    </form>
  );
}
