const JST_OFFSET = "+09:00";

/** [start, end) of a Tokyo calendar day given as YYYY-MM-DD. */
export function jstDayRange(day: string): [Date, Date] {
  const start = new Date(`${day}T00:00:00${JST_OFFSET}`);
  return [start, new Date(start.getTime() + 86_400_000)];
}

/** [start, end) of a Tokyo calendar month given as YYYY-MM. */
export function jstMonthRange(month: string): [Date, Date] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const start = new Date(`${month}-01T00:00:00${JST_OFFSET}`);
  const nextYear = monthNumber === 12 ? year + 1 : year;
  const nextMonth = monthNumber === 12 ? 1 : monthNumber + 1;
  return [start, new Date(`${nextYear}-${String(nextMonth).padStart(2, "0")}-01T00:00:00${JST_OFFSET}`)];
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Lower bound of a "day or instant" parameter: a day starts at its Tokyo midnight. */
export function lowerBound(value: string): Date {
  return isDay(value) ? jstDayRange(value)[0] : new Date(value);
}

/** Exclusive upper bound of a "day or instant" parameter: a day counts whole; an instant is included. */
export function upperBoundExclusive(value: string): Date {
  return isDay(value) ? jstDayRange(value)[1] : new Date(new Date(value).getTime() + 1);
}
