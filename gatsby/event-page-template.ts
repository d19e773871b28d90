import path from "node:path";

/** Set by `npm run bench:build -- --trivial` only. */
export const TRIVIAL_EVENT_TEMPLATES_ENV = "MIRAI_TRIVIAL_EVENT_TEMPLATES";

/**
 * The component file of an event page: the real template, or, for the build benchmark's baseline, one trivial
 * template for every event page (same pages, same context, no page query, a heading only).
 */
export function eventPageTemplate(realTemplate: string): string {
  return path.resolve(
    process.env[TRIVIAL_EVENT_TEMPLATES_ENV] === "1" ? "bench/templates/trivial-event-page.tsx" : realTemplate,
  );
}
