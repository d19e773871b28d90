import { z } from "zod";
import { toIsoString } from "./db-timestamp";

/** A timestamptz column of a raw `db.execute` row (the driver hands it over as text) as ISO 8601. */
export const instantSchema = z.string().transform(toIsoString);
/** A count column of a raw row (bigint counts arrive as text). */
export const countSchema = z.coerce.number().int().min(0);
