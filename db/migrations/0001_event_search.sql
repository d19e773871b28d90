ALTER TABLE "events" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_bigrams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "events_search_bigrams_idx" ON "events" USING gin ("search_bigrams");--> statement-breakpoint
-- Keep the events heap narrow: listings scan every published event, searches read these columns only for the
-- few candidates the GIN index finds. Long values go out of line (search columns uncompressed, so strpos reads
-- them without decompressing) as soon as a row passes 256 bytes.
ALTER TABLE "events" ALTER COLUMN "search_text" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "search_bigrams" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "events" SET (toast_tuple_target = 256);--> statement-breakpoint
-- Backfill of existing rows with the same normalisation as src/domain/search-text.ts (NFKC, lower case,
-- katakana to hiragana, no whitespace). New rows get the two columns from whoever writes them (the seed).
CREATE FUNCTION mirai_search_normalize(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT translate(regexp_replace(lower(normalize(coalesce(value, ''), NFKC)), '\s', '', 'g'),
    'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ',
    'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ')
$$;--> statement-breakpoint
CREATE FUNCTION mirai_search_grams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(value, i, 1) AS g FROM generate_series(1, length(value)) AS i
    UNION SELECT substr(value, i, 2) FROM generate_series(1, length(value) - 1) AS i
  ) AS grams
$$;--> statement-breakpoint
WITH sources AS (
  SELECT e.id,
    mirai_search_normalize(e.title) AS title,
    mirai_search_normalize(e.description_markdown) AS description,
    coalesce((
      SELECT array_agg(mirai_search_normalize(v.text) ORDER BY v.company_order, v.kind)
      FROM (
        SELECT c.name AS text, 0 AS company_order, 0 AS kind FROM companies c WHERE c.id = e.host_company_id
        UNION ALL SELECT c.name_pronunciation, 0, 1 FROM companies c WHERE c.id = e.host_company_id
        UNION ALL SELECT c.name, ec.display_order, 0 FROM event_companies ec JOIN companies c ON c.id = ec.company_id
          WHERE ec.event_id = e.id AND ec.company_id IS DISTINCT FROM e.host_company_id
        UNION ALL SELECT c.name_pronunciation, ec.display_order, 1 FROM event_companies ec JOIN companies c ON c.id = ec.company_id
          WHERE ec.event_id = e.id AND ec.company_id IS DISTINCT FROM e.host_company_id
      ) AS v
    ), '{}'::text[]) AS companies
  FROM events e
)
UPDATE events e SET
  search_text = s.title || chr(10) || array_to_string(s.companies, chr(31)) || chr(10) || s.description,
  search_bigrams = (
    SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
    FROM unnest(ARRAY[s.title, s.description] || s.companies) AS v(text), unnest(mirai_search_grams(v.text)) AS g
  )
FROM sources s WHERE s.id = e.id;--> statement-breakpoint
DROP FUNCTION mirai_search_grams(text);--> statement-breakpoint
DROP FUNCTION mirai_search_normalize(text);
--> statement-breakpoint
-- Ids of events whose search grams contain `grams` and whose search_text contains every term. The planner does not
-- charge for detoasting search_bigrams, so it may prefer reading every row's arrays over the GIN index (PGlite does:
-- ~300 ms against a few ms at large scale); the function-level setting rules that out for this one query only.
CREATE OR REPLACE FUNCTION mirai_event_search_ids(grams text[], terms text[]) RETURNS SETOF integer
LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT e.id FROM events e
  WHERE e.search_bigrams @> grams
    AND NOT EXISTS (SELECT 1 FROM unnest(terms) AS t(term) WHERE strpos(e.search_text, t.term) = 0)
$$;
