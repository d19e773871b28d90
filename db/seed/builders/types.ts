import type * as s from "../../schema";

/** Insert row of a table, with every id explicit so builders can link rows before anything is written. */
export type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];
export type Schema = typeof s;
