/** Starting an in-memory PGlite and migrating it takes seconds, more when several Jest workers share the CPUs. */
export const DATABASE_SETUP_TIMEOUT_MS = 60_000;
