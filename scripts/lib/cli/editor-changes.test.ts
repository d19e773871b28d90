import { eq } from "drizzle-orm";
import { schedules } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { createEventWithSchedules } from "../../../server/testing/entry-fixtures";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../../server/testing/database-setup-timeout";
import { applyEditorCommand, EditorCommandError } from "./editor-changes";

let database: TestDatabase;
let scheduleId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const created = await createEventWithSchedules(database.db, { schedules: [{ isOnline: true, place: null }] });
  scheduleId = created.scheduleIds[0]!;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await database.close();
});

const row = async () => (await database.db.select().from(schedules).where(eq(schedules.id, scheduleId)))[0]!;

describe("npm run editor -- set-live-url", () => {
  it("stores an https URL without asking for a rebuild (no page shows it)", async () => {
    const applied = await applyEditorCommand(database.db, {
      kind: "set-live-url",
      scheduleId,
      url: " https://meet.example.com/room-1 ",
    });
    expect(applied.change).toBeNull();
    expect(applied.summary).toBe(`日程 ${scheduleId}「第1回」の参加URLを設定しました`);
    expect((await row()).liveUrl).toBe("https://meet.example.com/room-1");
  });

  it.each([
    ["http://meet.example.com/room", "参加URLは https:// で始まるURLにしてください"],
    ["not a url", "参加URLの形式が正しくありません: not a url"],
  ])("refuses %s in Japanese and changes nothing", async (url, message) => {
    await expect(applyEditorCommand(database.db, { kind: "set-live-url", scheduleId, url })).rejects.toThrow(
      new EditorCommandError(message),
    );
    expect((await row()).liveUrl).toBe("https://meet.example.com/room-1");
  });

  it("refuses an unknown schedule", async () => {
    await expect(
      applyEditorCommand(database.db, { kind: "set-live-url", scheduleId: 999_999, url: "https://a.example/" }),
    ).rejects.toThrow("日程 999999 はありません");
  });

  it("removes the URL with none", async () => {
    await applyEditorCommand(database.db, { kind: "set-live-url", scheduleId, url: null });
    expect((await row()).liveUrl).toBeNull();
  });
});

describe("npm run editor -- set-stage-message", () => {
  it("stores a trimmed message without a rebuild, and clears it with none", async () => {
    const applied = await applyEditorCommand(database.db, {
      kind: "set-stage-message",
      scheduleId,
      message: "elected",
      text: "  当選おめでとうございます。\n当日の案内は前日にお送りします。 ",
    });
    expect(applied).toEqual({ change: null, summary: `日程 ${scheduleId}「第1回」の当選時のメッセージを設定しました` });
    expect((await row()).electedAdditionalInformation).toBe(
      "当選おめでとうございます。\n当日の案内は前日にお送りします。",
    );

    await applyEditorCommand(database.db, { kind: "set-stage-message", scheduleId, message: "elected", text: null });
    expect((await row()).electedAdditionalInformation).toBeNull();
  });

  it("writes each kind to its own column", async () => {
    await applyEditorCommand(database.db, {
      kind: "set-stage-message",
      scheduleId,
      message: "thank_you",
      text: "感謝",
    });
    await applyEditorCommand(database.db, {
      kind: "set-stage-message",
      scheduleId,
      message: "pre_entry",
      text: "抽選",
    });
    const stored = await row();
    expect(stored.thankYouAdditionalInformation).toBe("感謝");
    expect(stored.preEntryAdditionalInformation).toBe("抽選");
    expect(stored.entryAdditionalInformation).toBeNull();
  });

  it("refuses a text over 2000 characters and keeps the stored one", async () => {
    await expect(
      applyEditorCommand(database.db, {
        kind: "set-stage-message",
        scheduleId,
        message: "thank_you",
        text: "あ".repeat(2001),
      }),
    ).rejects.toThrow("参加後のお礼のメッセージは2000文字以内にしてください（2001文字）");
    expect((await row()).thankYouAdditionalInformation).toBe("感謝");
  });
});
