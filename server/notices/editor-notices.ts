import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notify } from "./notify";

export type EditorNotice = {
  title: string;
  body: string;
  /** a path of this site, or null */
  url: string | null;
  /** only the students of this graduation year (e.g. 2027); null: every student */
  graduateYear: number | null;
};

/**
 * An editors' お知らせ (npm run editor -- notice) to every student, or to the students of one graduation year: one
 * notification each, written in one transaction (all or none). Returns how many students it went to.
 */
export async function postEditorNotice(db: Db, notice: EditorNotice, at: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const students = await tx.execute<{ id: string }>(sql`
      select id from users
      where ${notice.graduateYear === null ? sql`true` : sql`graduate_year = ${notice.graduateYear}`}
      order by id`);
    await notify(
      tx,
      students.rows.map((student) => ({ userId: student.id, title: notice.title, body: notice.body, url: notice.url })),
      at,
    );
    return students.rows.length;
  });
}
