/**
 * One model per fact, for the listings' keyword search: the query the page sends (eventSearchQuery) to the free-word
 * APIs gives the listing narrowed to the words — the same events in the listing's order, each card the same as the
 * build's card of that event — and the 表記ゆれ a student types (hiragana, half-width kana, full-width letters) finds
 * the same events.
 *
 * A cross-layer test on purpose (src's query builder, server's functions, the source plugin's nodes).
 */
import type { TestDatabase } from "../db/testing";
import { buildAllNodeInputs, readSourceData, withBuildDatabase } from "../catalogue-source";
import { apiRequest } from "../server/testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../server/testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../server/testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../server/testing/seeded-database";
import { eventListResponseSchema, EVENT_LIST_MAX_PER, type EventListResponse } from "../core/api/event-list";
import { emptyPlpParams, type PlpParams } from "../core/plp-params";
import { routeCategories, type RouteCategory } from "../core/event-category";
import type { EventCardData } from "../core/events/event-card-data";
import { eventListItemToCard } from "../core/events/event-list-item-to-card";
import { eventListQuery } from "../src/features/events/list/api/event-list-query";
import { eventSearchQuery } from "../src/features/events/list/api/event-search-query";
import type { EventListSort } from "../src/features/events/list/event-list-sort";
import { buildQueryString } from "../src/lib/api/query-string";
import { cardOfNode, type CardEventNode, type Node } from "./event-card-of-node";

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: (input: string | object) => JSON.stringify(input).length.toString(),
};

let database: TestDatabase;
let listing: FunctionModule["default"];
let now: Date;
let buildCards: Map<number, EventCardData>;
let titles: Map<RouteCategory, string[]>;

async function get(path: string, query: object): Promise<EventListResponse> {
  const url = `${path}${buildQueryString({ ...query, timestamp: now.toISOString() } as never)}`;
  const response = await listing(apiRequest(url));
  expect([url, response.status]).toEqual([url, 200]);
  return eventListResponseSchema.parse(await response.json());
}

/** Every event of the listing (all pages) with `words` (or none), in the order the page shows them. */
async function allOf(params: PlpParams, sort: EventListSort, words: string | null): Promise<EventListResponse> {
  const events: EventListResponse["events"] = [];
  for (let page = 1; ; page += 1) {
    const paged = { ...params, page };
    const body =
      words === null
        ? await get("/api/v1/events", { ...eventListQuery(paged, sort, {}), per: EVENT_LIST_MAX_PER })
        : await (async () => {
            const { path, query } = eventSearchQuery(paged, sort, words, {});
            return get(path, { ...query, per: EVENT_LIST_MAX_PER });
          })();
    events.push(...body.events);
    if (page * EVENT_LIST_MAX_PER >= body.total_counts) return { events, total_counts: body.total_counts };
  }
}

beforeAll(async () => {
  database = await openSeededDatabase();
  listing = (await loadFunction("events-listing")).default;
  now = new Date();
  const data = await withBuildDatabase(readSourceData);
  const nodes = buildAllNodeInputs(data, now, helpers) as unknown as Node[];
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
  const eventNodes = ofType("Event") as unknown as (CardEventNode & { category: string })[];
  const prefectureNames = new Map(ofType("Prefecture").map((node) => [node.code as number, node.name as string]));
  const companies = new Map(ofType("Company").map((node) => [node.db_id as number, node]));
  buildCards = new Map(eventNodes.map((event) => [event.db_id, cardOfNode(event, prefectureNames, companies)]));
  titles = new Map(
    routeCategories.map((category) => [
      category,
      [...buildCards.values()]
        .filter((card) => card.category === (category === "selection" ? "entry" : category))
        .map((card) => card.title),
    ]),
  );
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

/**
 * A katakana word of the category's titles (the seed writes Japanese titles) that is in the fewest of them, at least
 * two: a search that narrows the listing.
 */
function katakanaWord(category: RouteCategory): string {
  const all = titles.get(category) ?? [];
  const words = new Set(all.flatMap((title) => title.match(/[ァ-ヶー]{3,}/g) ?? []));
  const counted = [...words]
    .map((word) => ({ word, count: all.filter((title) => title.includes(word)).length }))
    .filter(({ count }) => count >= 2)
    .sort((a, b) => a.count - b.count || a.word.localeCompare(b.word));
  if (!counted[0]) throw new Error(`no katakana word in two ${category} titles`);
  return counted[0].word;
}

describe("a keyword search is its listing narrowed to the words", () => {
  it.each(routeCategories)(
    "/events/%s: the same events in the listing's order, with the build's cards",
    async (category) => {
      const word = katakanaWord(category);
      for (const sort of ["updated_at", "start_at"] as const) {
        const params = emptyPlpParams(category);
        const [all, found] = await Promise.all([allOf(params, sort, null), allOf(params, sort, word)]);
        expect(found.total_counts).toBeGreaterThan(0);
        expect(found.total_counts).toBeLessThan(all.total_counts);
        const matching = new Set(found.events.map((event) => event.id));
        // the listing's order, filtered: the search changes which events, never how they are ordered
        expect(found.events.map((event) => event.id)).toEqual(
          all.events.map((event) => event.id).filter((id) => matching.has(id)),
        );
        for (const item of found.events) expect(eventListItemToCard(item)).toEqual(buildCards.get(item.id));
      }
    },
  );

  it("keeps the listing's filters: a filtered search is the filtered listing narrowed", async () => {
    const word = katakanaWord("internship");
    const all = await allOf(emptyPlpParams("internship"), "updated_at", word);
    const prefecture = all.events.flatMap((event) => event.prefectures.map((p) => p.code)).find((code) => code > 0)!;
    const params = { ...emptyPlpParams("internship"), prefectureCode: prefecture };
    const [filteredListing, filteredSearch] = await Promise.all([
      allOf(params, "updated_at", null),
      allOf(params, "updated_at", word),
    ]);
    const inListing = new Set(filteredListing.events.map((event) => event.id));
    expect(filteredSearch.total_counts).toBeGreaterThan(0);
    expect(filteredSearch.events.every((event) => inListing.has(event.id))).toBe(true);
    expect(filteredSearch.total_counts).toBeLessThanOrEqual(all.total_counts);
  });
});

describe("表記ゆれ through the page's query", () => {
  const hiragana = (text: string) => text.replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  const fullWidthLatin = (text: string) =>
    text.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.toUpperCase().charCodeAt(0) + 0xfee0));

  it.each(routeCategories)(
    "/events/%s finds the same events in katakana, hiragana and half-width kana",
    async (category) => {
      const word = katakanaWord(category);
      const ids = async (words: string) =>
        (await allOf(emptyPlpParams(category), "updated_at", words)).events.map((event) => event.id);
      const katakana = await ids(word);
      expect(katakana.length).toBeGreaterThan(0);
      expect(await ids(hiragana(word))).toEqual(katakana);
      expect(await ids(toHalfWidthKana(word))).toEqual(katakana);
    },
  );

  it("finds the same events with Latin letters and digits in full width and upper case (the titles' 1day)", async () => {
    const ids = async (words: string) =>
      (await allOf(emptyPlpParams("internship"), "updated_at", words)).events.map((event) => event.id);
    const ascii = await ids("1day");
    expect(ascii.length).toBeGreaterThan(0);
    expect(await ids(fullWidthLatin("1day"))).toEqual(ascii);
    expect(fullWidthLatin("1day")).toBe("１ＤＡＹ");
  });
});

/** Full-width katakana → half-width (ｲﾝﾀｰﾝ), as a phone keyboard may type it. */
function toHalfWidthKana(text: string): string {
  const full =
    "ァアィイゥウェエォオカキクケコサシスセソタチッツテトナニヌネノハヒフヘホマミムメモャヤュユョヨラリルレロワヲンー";
  const half = "ｧｱｨｲｩｳｪｴｫｵｶｷｸｹｺｻｼｽｾｿﾀﾁｯﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓｬﾔｭﾕｮﾖﾗﾘﾙﾚﾛﾜｦﾝｰ";
  const voiced: Record<string, string> = {};
  const plainHalf = "ｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾊﾋﾌﾍﾎ";
  [..."ガギグゲゴザジズゼゾダヂヅデドバビブベボ"].forEach((c, i) => (voiced[c] = `${plainHalf[i]}ﾞ`));
  [..."パピプペポ"].forEach((c, i) => (voiced[c] = `${"ﾊﾋﾌﾍﾎ"[i]}ﾟ`));
  return [...text].map((c) => voiced[c] ?? (full.includes(c) ? half[full.indexOf(c)]! : c)).join("");
}
