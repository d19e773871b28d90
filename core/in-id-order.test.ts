import { inIdOrder } from "./in-id-order";

describe("inIdOrder", () => {
  it("keeps the order of the ids, skipping ids without an item and items not asked for", () => {
    const items = [{ db_id: 1 }, { db_id: 2 }, { db_id: 3 }, { db_id: 4 }];
    expect(inIdOrder([3, 9, 1, 2], items, (item) => item.db_id)).toEqual([{ db_id: 3 }, { db_id: 1 }, { db_id: 2 }]);
    expect(inIdOrder([], items, (item) => item.db_id)).toEqual([]);
  });
});
