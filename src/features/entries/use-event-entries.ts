import { useCallback, useEffect, useState } from "react";
import type { MyEntry } from "@core/api/entries";
import { api, isAbortError, type ApiRequester } from "@/lib/api";
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

export type EventEntriesOptions = { client?: ApiRequester; userStore?: CurrentUserStore };

/**
 * The viewer of an event page as the schedule actions need it: anonymous, or signed in with the graduation year and
 * this event's entries. One `GET /api/v1/entries?scope=upcoming` per page view (filtered here by event id), only for
 * a signed-in student; again only after the student changed an entry. `eventId` null: nothing (preview pages).
 */
export function useEventEntries(eventId: number | null, { client = api, userStore = currentUserStore }: EventEntriesOptions = {}): EventEntries {
  const user = useCurrentUser(userStore);
  const [entries, setEntries] = useState<readonly MyEntry[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusScheduleId, setFocusScheduleId] = useState<number | null>(null);
  const signedIn = user.status === "signed_in";

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (eventId === null) return;
      try {
        // Only a signed-in student's page reads the entries: the endpoints are not part of the event page's first load.
        const { getMyEntries } = await import("./api/entry-endpoints");
        const answer = await getMyEntries(client, { scope: "upcoming" }, { signal });
        setEntries(answer.entries.filter((item) => item.event.id === eventId));
      } catch (error) {
        if (isAbortError(error)) return;
        // Unknown entries: the page offers エントリーする and the API answers already_entered if need be.
        console.warn("The student's entries could not be loaded.", error);
        setEntries([]);
      }
    },
    [client, eventId],
  );

  useEffect(() => {
    if (!signedIn || eventId === null) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [signedIn, eventId, load]);

  const settle = useCallback(
    async (message: string, scheduleId: number) => {
      await load();
      setAnnouncement(message);
      setFocusScheduleId(scheduleId);
    },
    [load],
  );

  let viewer: ActionViewer;
  if (eventId === null || user.status === "loading") viewer = { status: "pending" };
  else if (user.status === "anonymous") viewer = { status: "anonymous" };
  else if (entries === null) viewer = { status: "pending" };
  else viewer = { status: "signed_in", graduateYear: user.user.graduate_year_number, entries };

  return { viewer, announcement, focusScheduleId, settle };
}
