CREATE TABLE "catalogue_revisions" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revisions_single_row" CHECK ("catalogue_revisions"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_revisions" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
-- Statement-level, so a bulk write bumps the revision once. The row lock it takes is held until the writing
-- transaction commits: readers never see a revision whose data they cannot see yet.
CREATE FUNCTION mirai_bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revisions SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['events', 'schedules', 'event_companies', 'event_business_subcategories', 'companies',
                           'business_categories', 'prefectures', 'promotion_contracts'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION mirai_bump_catalogue_revision()', t || '_catalogue_revision', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Free-word search now confirms whole terms in memory (the listing snapshot holds search_text): the database only
-- finds candidates through the GIN index, which costs ~1 ms where strpos over thousands of out-of-line texts cost ~30.
-- No other condition here: with one (e.g. on `published`) PGlite's planner walks a btree and detoasts every row's
-- grams instead (~2 s at large scale). Unpublished candidates are dropped against the snapshot.
DROP FUNCTION mirai_event_search_ids(text[], text[]);--> statement-breakpoint
CREATE FUNCTION mirai_event_search_candidates(grams text[]) RETURNS SETOF integer
LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT e.id FROM events e WHERE e.search_bigrams @> grams
$$;
