/** An unknown company or an unknown / unpublished event: callers map it to 404 (REST) or NOT_FOUND (GraphQL). */
export class EngagementNotFoundError extends Error {
  override readonly name = "EngagementNotFoundError";

  constructor(
    readonly kind: "company" | "event",
    readonly id: number,
  ) {
    super(`No ${kind === "company" ? "company" : "published event"} has id ${id}`);
  }
}

/** Ids are Postgres `integer`s: anything outside that range can match no row (and must not reach the driver). */
export function isDatabaseId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
}
