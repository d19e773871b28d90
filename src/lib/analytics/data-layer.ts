import { analyticsCategoryFromPath } from "./analytics-category";
import {
  analyticsEventFields,
  type AnalyticsEventName,
  type AnalyticsField,
  type AnalyticsPayload,
} from "./analytics-events";

type DataLayerEntry = Record<string, unknown>;
type DataLayerWindow = Window & { dataLayer?: DataLayerEntry[] };

/**
 * The one place that touches `window.dataLayer` (created here when the tag manager has not loaded, which it does only
 * in production and staging: spec §9). Everything else calls the functions in `track.ts`.
 */
export function pushToDataLayer(entry: DataLayerEntry): void {
  if (typeof window === "undefined") return;
  ((window as DataLayerWindow).dataLayer ??= []).push(entry);
}

/**
 * Sets data layer variables without an event (the tag manager reads them in the tags of the events that follow).
 * An `event` key would make it an event: that is what `pushAnalyticsEvent` is for.
 */
export function pushDataLayerVariables(variables: DataLayerEntry & { event?: never }): void {
  if ("event" in variables) throw new Error("pushDataLayerVariables: an event goes through pushAnalyticsEvent");
  pushToDataLayer(variables);
}

/**
 * Pushes a spec §9 event with the fields its table names and nothing else. `category` defaults to the one the
 * current path implies. A field whose value does not fit its kind is dropped (and reported outside production),
 * so a mistake never sends, say, a name where an id belongs.
 */
export function pushAnalyticsEvent<N extends AnalyticsEventName>(event: N, payload: AnalyticsPayload<N>): void {
  if (typeof window === "undefined") return;
  const fields: Readonly<Record<string, AnalyticsField>> = analyticsEventFields[event];
  const given: Record<string, unknown> = { ...payload };
  const entry: DataLayerEntry = { event };
  for (const [name, field] of Object.entries(fields)) {
    const value = given[name] !== undefined ? given[name] : defaultValue(name, field);
    if (fits(field, value)) entry[name] = value;
    else if (process.env.NODE_ENV !== "production")
      console.error(`analytics: ${event}.${name} does not fit ${field.kind}`, value);
  }
  pushToDataLayer(entry);
}

function defaultValue(name: string, field: AnalyticsField): unknown {
  if (name === "category") return analyticsCategoryFromPath(window.location.pathname);
  return field.kind === "enum" && field.values.length === 1 ? field.values[0] : undefined;
}

const CODE = /^[a-z0-9_-]{1,64}$/;
const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

export function fits(field: AnalyticsField, value: unknown): boolean {
  switch (field.kind) {
    case "id":
      return isId(value);
    case "ids":
      return Array.isArray(value) && value.every(isId);
    case "count":
      return Number.isSafeInteger(value) && (value as number) >= 0;
    case "flag":
      return value === null || typeof value === "boolean";
    case "code":
      return typeof value === "string" && CODE.test(value);
    case "codes":
      return Array.isArray(value) && value.every((item) => typeof item === "string" && CODE.test(item));
    case "enum":
      return typeof value === "string" && field.values.includes(value);
  }
}
