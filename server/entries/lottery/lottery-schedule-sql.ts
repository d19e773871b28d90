import { sql } from "drizzle-orm";

/**
 * Condition: schedule `s` of event `e` has a lottery: the event is a lottery event, or one of the schedule's courses is
 * a lottery course. The scheduled round, the lottery endpoint and the student's entries read this one rule.
 */
export const hasLotterySql = sql`(e.lottery or exists (select 1 from courses lc where lc.schedule_id = s.id and lc.lottery))`;
