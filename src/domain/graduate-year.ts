/** "27卒" for 2027: the two-digit graduation-year label students use. */
export function shortGraduateYearLabel(graduateYear: number): string {
  return `${String(graduateYear % 100).padStart(2, "0")}卒`;
}
