import * as React from "react";
import { useEngagement } from "@/lib/apollo/use-engagement";

/** What the mark says: another student of the viewer's university entered the event (and holds a seat). */
export const SAME_UNIVERSITY_MARK = "同じ大学の学生がエントリー";

/**
 * A badge (list item) on an event card for a signed-in student when another student of their university holds a
 * seat at the event (spec `has_record_on_current_user_university`, GraphQL `viewer.universityRecordEventIds`). The
 * prerendered card and the first client render have none (the viewer is read after hydration, like 保存済み), so
 * anonymous pages and the first load are unchanged.
 */
export function SameUniversityMark({ eventId, className }: { eventId: number; className?: string }) {
  const { snapshot } = useEngagement();
  if (snapshot.status !== "signed-in" || !snapshot.universityRecordEventIds.has(eventId)) return null;
  return (
    <li className={className} data-mark="same-university">
      {SAME_UNIVERSITY_MARK}
    </li>
  );
}
