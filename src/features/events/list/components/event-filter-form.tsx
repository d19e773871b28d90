import { navigate } from "gatsby";
import * as React from "react";
import { buildPlpPath, type PlpParams } from "@core/plp-params";
import { shortGraduateYearLabel } from "@core/graduate-year";
import { ONLINE_PREFECTURE, prefecturesByArea, type EventListFilterOptions } from "../event-list-filter-options";
import type { EventListSort } from "../event-list-sort";
import * as styles from "./event-list.module.css";
import { formQuery } from "@/lib/forms/form-query";
import { SEARCH_WORDS_QUERY_KEY } from "@core/site/robots-for-query";

type EventFilterFormProps = {
  params: PlpParams;
  sort: EventListSort;
  /** the keyword search's words ("" for none): filtering keeps them */
  words: string;
  options: EventListFilterOptions;
};

function toNumberOrNull(value: string): number | null {
  return value === "" ? null : Number(value);
}

function initialValue(filter: number | null): string {
  return filter === null ? "" : String(filter);
}

const FORM_FIELDS = ["graduate_year", "industry", "prefecture"] as const;

/**
 * Where the form's fields lead: the canonical path of those filters (page 1) with the words and sort kept, or null when
 * the query carries no form field or a value that is not a filter.
 */
function pathFromFilterQuery(params: PlpParams, query: URLSearchParams): string | null {
  if (!FORM_FIELDS.some((field) => query.has(field))) return null;
  const values = FORM_FIELDS.map((field) => query.get(field) ?? "");
  if (values.some((value) => value !== "" && !/^[0-9]{1,9}$/.test(value))) return null;
  const [graduateYear, industry, prefecture] = values.map((value) => toNumberOrNull(value ?? ""));
  const path = buildPlpPath({
    category: params.category,
    graduateYear: graduateYear ?? null,
    businessCategoryId: industry ?? null,
    prefectureCode: prefecture ?? null,
    page: 1,
  });
  // the search words and the sort stay (a plain GET carries them as the hidden fields below)
  const kept = new URLSearchParams();
  for (const key of [SEARCH_WORDS_QUERY_KEY, "sort"]) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text === "" ? path : `${path}?${text}`;
}

/** Where the form leads when it was submitted before the page hydrated (a plain GET of its fields to the listing). */
export function pathFromSubmittedForm(params: PlpParams, search: string): string | null {
  return pathFromFilterQuery(params, new URLSearchParams(search));
}

/**
 * Graduate year, industry and place: submitting goes to the canonical listing path (page 1), keeping the sort.
 * The selects are uncontrolled and the submit reads the form's current values, so a choice made before
 * hydration is what gets searched (controlled selects would submit their initial state instead).
 */
export function EventFilterForm({ params, sort, words, options }: EventFilterFormProps) {
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = pathFromFilterQuery(params, formQuery(event.currentTarget));
    if (path !== null) void navigate(path);
  }

  return (
    <form className={styles.filters} method="get" onSubmit={onSubmit} role="search" aria-label="イベントを絞り込む">
      {words !== "" && <input type="hidden" name={SEARCH_WORDS_QUERY_KEY} value={words} />}
      {sort !== "updated_at" && <input type="hidden" name="sort" value={sort} />}
      <label className={styles.field}>
        <span>卒業年度</span>
        <select name="graduate_year" defaultValue={initialValue(params.graduateYear)}>
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
        <select name="industry" defaultValue={initialValue(params.businessCategoryId)}>
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
        <select name="prefecture" defaultValue={initialValue(params.prefectureCode)}>
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
