import { buildAllNodeInputs } from "./create-nodes";
import type { SourceData } from "./read-source-data";
import { companyRow, eventRow, scheduleRow } from "./test/row-fixtures";

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: (input: string | object) => JSON.stringify(input).length.toString(),
};

const data: SourceData = {
  events: [eventRow({ id: 10 }), eventRow({ id: 11, category: "gosetsu", host_company_id: null })],
  schedules: [scheduleRow({ id: 100, event_id: 10 }), scheduleRow({ id: 101, event_id: 11, is_online: true, prefecture_code: null })],
  companies: [companyRow({ id: 3 })],
  businessCategories: [{ id: 2, name: "IT・通信", icon_key: "it", display_order: 1 }],
  prefectures: [{ code: 13, name: "東京都", area_name: "関東" }],
  featureFlags: [{ key: "app_new_logo_enabled", enabled: false }],
};

describe("buildAllNodeInputs", () => {
  const nodes = buildAllNodeInputs(data, new Date("2025-06-01T00:00:00Z"), helpers);

  it("creates one node per row with a type-scoped id", () => {
    expect(nodes.map((node) => [node.internal.type, node.id])).toEqual([
      ["Event", "id:Event-10"],
      ["Event", "id:Event-11"],
      ["Schedule", "id:Schedule-100"],
      ["Schedule", "id:Schedule-101"],
      ["Company", "id:Company-3"],
      ["BusinessCategory", "id:BusinessCategory-2"],
      ["Prefecture", "id:Prefecture-13"],
      ["FeatureFlag", "id:FeatureFlag-app_new_logo_enabled"],
    ]);
  });

  it("gives each event only its own schedules", () => {
    const [first, second] = nodes;
    expect(first).toMatchObject({ db_id: 10, schedule_db_ids: [100], prefecture_codes: [13], has_live_schedule: false });
    expect(second).toMatchObject({ db_id: 11, schedule_db_ids: [101], prefecture_codes: [], has_live_schedule: true, host_company_db_id: null });
  });
});
