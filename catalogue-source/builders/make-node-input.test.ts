import { groupSchedulesByEvent } from "./group-schedules-by-event";
import { makeNodeInput } from "./make-node-input";
import { scheduleRow } from "../test/row-fixtures";

describe("makeNodeInput", () => {
  it("derives the node id from type and key, and the digest from the fields", () => {
    const createNodeId = jest.fn((input: string) => `node:${input}`);
    const createContentDigest = jest.fn(() => "digest");
    const node = makeNodeInput("Company", 3, { db_id: 3, name: "A社" }, { createNodeId, createContentDigest });
    expect(node).toEqual({
      db_id: 3,
      name: "A社",
      id: "node:Company-3",
      parent: null,
      children: [],
      internal: { type: "Company", contentDigest: "digest" },
    });
    expect(createContentDigest).toHaveBeenCalledWith({ db_id: 3, name: "A社" });
  });
});

describe("groupSchedulesByEvent", () => {
  it("groups schedules by event id, keeping their order", () => {
    const grouped = groupSchedulesByEvent([
      scheduleRow({ id: 1, event_id: 10 }),
      scheduleRow({ id: 2, event_id: 11 }),
      scheduleRow({ id: 3, event_id: 10 }),
    ]);
    expect(grouped.get(10)?.map((s) => s.id)).toEqual([1, 3]);
    expect(grouped.get(11)?.map((s) => s.id)).toEqual([2]);
    expect(grouped.get(12)).toBeUndefined();
  });
});
