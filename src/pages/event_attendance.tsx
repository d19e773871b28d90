import type { HeadFC } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { ATTENDANCE_PATH } from "@core/checkin/checkin-routes";
import { AttendancePage, PageStatus } from "@/features/checkin";

/**
 * /event_attendance: the signed-in student's tickets and attendance, rendered in the browser (personal: noindex).
 * The prerendered HTML and hydration show the loading status (the session is only known in the browser).
 */
export default function EventAttendancePage() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? <AttendancePage /> : <PageStatus />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="参加チケット"
    description="参加予定のイベントの参加チケットと参加履歴です。"
    path={ATTENDANCE_PATH}
    noindex
    nofollow
  />
);
