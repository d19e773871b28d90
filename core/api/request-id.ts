import { z } from "zod";

/** The largest Postgres `integer` (int4), the type of every id column. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * An id in a request body: a positive whole number a row can have. A larger one names no row, and sent on to the
 * database it would be refused there (a 500) instead of a 400 here.
 */
export const requestIdSchema = z.number().int().min(1).max(MAX_ROW_ID);
