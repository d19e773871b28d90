import type { EventCardData } from "../events/event-card-data";
import { promotedEventCards } from "./promoted-event-card";

const event = (db_id: number) => ({ db_id, title: `イベント${db_id}` }) as unknown as EventCardData;
const contract = (id: number, catch_copy: string | null = null) => ({
  id,
  ad_place: "ad_place_web_top_page",
  catch_copy,
});

describe("promotedEventCards", () => {
  it("keeps the display order, numbers positions from 1 and carries the contract's facts", () => {
    expect(
      promotedEventCards(
        [
          { contract: contract(5, "早期選考"), event: event(10) },
          { contract: contract(2), event: event(11) },
        ],
        8,
      ),
    ).toEqual([
      { contract_id: 5, ad_place: "ad_place_web_top_page", position: 1, catch_copy: "早期選考", event: event(10) },
      { contract_id: 2, ad_place: "ad_place_web_top_page", position: 2, catch_copy: null, event: event(11) },
    ]);
  });

  it("leaves out contracts without their event and shows an event promoted twice once, without a gap in positions", () => {
    const cards = promotedEventCards(
      [
        { contract: contract(1), event: null },
        { contract: contract(2), event: event(10) },
        { contract: contract(3), event: event(10) },
        { contract: contract(4), event: event(12) },
      ],
      8,
    );
    expect(cards.map((card) => [card.contract_id, card.event.db_id, card.position])).toEqual([
      [2, 10, 1],
      [4, 12, 2],
    ]);
  });

  it("shows at most `limit` cards", () => {
    const rows = [1, 2, 3, 4, 5].map((id) => ({ contract: contract(id), event: event(id) }));
    expect(promotedEventCards(rows, 3).map((card) => card.contract_id)).toEqual([1, 2, 3]);
  });
});
