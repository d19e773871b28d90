import type { Db } from "../../../db/client";

/** The handle inside `db.transaction(…)`; services that must run inside a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A database handle or a transaction: for reads and single statements that work either way. */
export type Executor = Db | Tx;
