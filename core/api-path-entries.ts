import * as table from "./api-path-table";
import type { ApiPathName, ApiPathPattern } from "./api-paths";

/** Every [name, pattern] of the path table, for the server's checks and tests (the browser reads single paths). */
export const apiPathEntries: ReadonlyArray<readonly [ApiPathName, ApiPathPattern]> = Object.entries(table).filter(
  (entry): entry is [ApiPathName, ApiPathPattern] => typeof entry[1] === "string",
);
