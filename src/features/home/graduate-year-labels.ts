import { shortGraduateYearLabel } from "@core/graduate-year";

/** GraphQL `distinct` gives the years as strings, in string order: labels in year order. */
export function graduateYearLabels(distinctYears: readonly string[]): string[] {
  return distinctYears
    .map(Number)
    .filter((year) => Number.isInteger(year) && year >= 2000)
    .sort((a, b) => a - b)
    .map(shortGraduateYearLabel);
}
