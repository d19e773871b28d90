import { useCallback, useMemo, useState } from "react";
import { apiPaths } from "@core/api-paths";
import type { MyEntry } from "@core/api/entries";
import { api, type ApiRequester } from "@/lib/api";
import { apiQuery, useApiQuery } from "@/lib/data";
import { currentUserStore, useCurrentUser, type CurrentUserStore } from "@/features/auth";
import type { ActionViewer } from "./schedule-action";

export type EventEntries = {
  viewer: ActionViewer;
  /** the result of the last cancel or change, for the section's live region */
  announcement: string;
  /** the schedule whose action takes the focus after a cancel or change */
  focusScheduleId: number | null;
  /** after a cancel or change: read the entries again, announce the result and move the focus */
  settle: (message: string, focusScheduleId: number) => Promise<void>;
};

const NONE: readonly MyEntry[] = [];

export type EventEntriesOptions = { client?: ApiRequester; userStore?: CurrentUserStore };

/**
 * The viewer of an event page as the schedule actions need it: anonymous, or signed in with the graduation year and
 * this event's entries. One `GET /api/v1/entries?scope=upcoming` per page view (filtered here by event id), only for
 * a signed-in student; again only after the student changed an entry. `eventId` null: nothing (preview pages).
 */
export function useEventEntries(
  eventId: number | null,
  { client = api, userStore = currentUserStore }: EventEntriesOptions = {},
): EventEntries {
  const user = useCurrentUser(userStore);
  const [announcement, setAnnouncement] = useState("");
  const [focusScheduleId, setFocusScheduleId] = useState<number | null>(null);
  const signedIn = user.status === "signed_in";

  const query = useApiQuery({
    ...apiQuery(apiPaths.myEntries, { query: { scope: "upcoming", per: 50 } }, client),
    enabled: signedIn && eventId !== null,
    meta: { onFailure: (error) => console.warn("The student's entries could not be loaded.", error) },
  });
  // Unknown entries after a failure: the page offers エントリーする and the API answers already_entered if need be.
  const entries = useMemo(
    () => (query.error ? NONE : (query.data?.entries.filter((item) => item.event.id === eventId) ?? null)),
    [query.data, query.error, eventId],
  );

  const { refetch } = query;
  const settle = useCallback(
    async (message: string, scheduleId: number) => {
      await refetch();
      setAnnouncement(message);
      setFocusScheduleId(scheduleId);
    },
    [refetch],
  );

  let viewer: ActionViewer;
  if (eventId === null || user.status === "loading") viewer = { status: "pending" };
  else if (user.status === "anonymous") viewer = { status: "anonymous" };
  else if (entries === null) viewer = { status: "pending" };
  else viewer = { status: "signed_in", graduateYear: user.user.graduate_year_number, entries };

  return { viewer, announcement, focusScheduleId, settle };
}
