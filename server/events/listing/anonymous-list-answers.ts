import type { Db } from "../../../db/client";
import { createAnswerCache, type AnswerCache } from "../../platform/http/answer-cache";

/**
 * How long an instance reuses an anonymous list answer. The CDN already holds these answers for 60 s; this only
 * spares the instance recomputing the same page for the requests that reach it in the same second (CDN misses,
 * revalidations, different edges). docs/decisions/list-answer-reuse.md has the measured reason.
 */
export const LIST_ANSWER_MAX_AGE_MS = 1_000;

/** About 500 pages of 20 events. */
const LIST_ANSWER_MAX_BYTES = 16 * 1024 * 1024;

/** One cache per database handle, as the catalogue snapshot (tests use several databases in one process). */
const caches = new WeakMap<Db, AnswerCache>();

function createListAnswers(maxAgeMs: number): AnswerCache {
  return createAnswerCache({ maxAgeMs, maxBytes: LIST_ANSWER_MAX_BYTES });
}

export function anonymousListAnswers(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createListAnswers(LIST_ANSWER_MAX_AGE_MS)));
  return cache;
}

/** Turns reuse off (every answer computed) or back on; `npm run bench:api` measures both. */
export function reuseAnonymousListAnswers(db: Db, reuse: boolean): void {
  caches.set(db, createListAnswers(reuse ? LIST_ANSWER_MAX_AGE_MS : 0));
}
