/** The part of a `pg` client the queries use (also satisfied by PGlite in tests). */
export type Queryable = {
  query: (text: string) => Promise<{ rows: unknown[] }>;
};
