import { createDb } from "../../../db/client";
import { migrateDb } from "../../../db/migrate";
import { hasOutdatedSampleScouts, isSeeded } from "../../../db/is-seeded";
import { seedDatabase } from "../../../db/seed";

/** Applies migrations, and fills an empty database with the deterministic sample data (a seeded one is kept as it is). */
export async function prepareDatabase(
  url: string,
  options: { scale: "small" | "large"; now?: Date },
): Promise<{ seeded: boolean }> {
  const { db, close } = createDb(url);
  try {
    await migrateDb(db);
    if (await isSeeded(db)) {
      if (await hasOutdatedSampleScouts(db)) {
        console.warn(
          "サンプルデータが古い形です（チャットのないスカウト）。`npm run seed` で入れ直すと /chats にスカウトの会話が入ります（ローカルで追加したデータも置き換わります）。",
        );
      }
      return { seeded: false };
    }
    const started = Date.now();
    await seedDatabase(db, { scale: options.scale, now: options.now });
    console.info(`サンプルデータを投入しました (${options.scale}, ${((Date.now() - started) / 1000).toFixed(1)} 秒)`);
    return { seeded: true };
  } finally {
    await close();
  }
}
