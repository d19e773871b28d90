import type { ApolloCache, ApolloClient } from "@apollo/client";
import { createApolloClient } from "./create-apollo-client";
import {
  CLIP_EVENT,
  EVENT_CLIP_FRAGMENT,
  FOLLOW_COMPANY,
  UNCLIP_EVENT,
  UNFOLLOW_COMPANY,
  VIEWER_QUERY,
  type EventResult,
  type ViewerData,
} from "./engagement-operations";

export type ViewerEngagement = {
  followedCompanyIds: readonly number[];
  clippedEventIds: readonly number[];
  /** events where another student of the viewer's university holds a seat (the cards' 同じ大学 mark) */
  universityRecordEventIds: readonly number[];
} | null;

/** What the engagement store needs from Apollo (loaded by dynamic import only for pages with the sign-in hint). */
export type EngagementClient = {
  /** Calls `listener` with the viewer (null: anonymous) now and on every cache change, optimistic ones included. */
  watchViewer(listener: (viewer: ViewerEngagement) => void, onError: (error: unknown) => void): () => void;
  setFollow(companyId: number, follow: boolean): Promise<void>;
  setClip(eventId: number, clip: boolean): Promise<void>;
};

function withId(ids: readonly number[], id: number, present: boolean): number[] {
  const rest = ids.filter((candidate) => candidate !== id);
  return present ? [...rest, id] : rest;
}

function updateViewer(
  cache: ApolloCache,
  change: (viewer: NonNullable<ViewerData["viewer"]>) => NonNullable<ViewerData["viewer"]>,
): void {
  cache.updateQuery({ query: VIEWER_QUERY }, (data) => (data?.viewer ? { viewer: change(data.viewer) } : data));
}

/** Keeps viewer.clips/clippedEventIds in step with an Event result; an optimistic result has no bookmark id yet. */
function applyClip(cache: ApolloCache, event: EventResult): void {
  updateViewer(cache, (viewer) => {
    const clips = viewer.clips.filter((clip) => clip.eventId !== event.id);
    if (event.clipped && event.bookmarkId !== null)
      clips.unshift({ __typename: "Clip", eventId: event.id, bookmarkId: event.bookmarkId });
    return { ...viewer, clippedEventIds: withId(viewer.clippedEventIds, event.id, event.clipped), clips };
  });
}

export function createEngagementClient(apollo: ApolloClient = createApolloClient()): EngagementClient {
  const cachedClipCount = (eventId: number) =>
    apollo.cache.readFragment({
      fragment: EVENT_CLIP_FRAGMENT,
      id: apollo.cache.identify({ __typename: "Event", id: eventId }),
    })?.clipCount;

  return {
    watchViewer(listener, onError) {
      const subscription = apollo.watchQuery({ query: VIEWER_QUERY, fetchPolicy: "cache-first" }).subscribe({
        next(result) {
          if (result.error) onError(result.error);
          else if (result.dataState === "complete") {
            const viewer = result.data.viewer;
            listener(
              viewer
                ? {
                    followedCompanyIds: viewer.followedCompanyIds,
                    clippedEventIds: viewer.clippedEventIds,
                    universityRecordEventIds: viewer.universityRecordEventIds,
                  }
                : null,
            );
          }
        },
        error: onError,
      });
      return () => subscription.unsubscribe();
    },

    async setFollow(companyId, follow) {
      const company = { __typename: "Company" as const, id: companyId, followed: follow, liked: follow };
      const update = (cache: ApolloCache) =>
        updateViewer(cache, (viewer) => ({
          ...viewer,
          followedCompanyIds: withId(viewer.followedCompanyIds, companyId, follow),
        }));
      if (follow) {
        await apollo.mutate({
          mutation: FOLLOW_COMPANY,
          variables: { companyId },
          optimisticResponse: { followCompany: company },
          update,
        });
      } else {
        await apollo.mutate({
          mutation: UNFOLLOW_COMPANY,
          variables: { companyId },
          optimisticResponse: { unfollowCompany: company },
          update,
        });
      }
    },

    async setClip(eventId, clip) {
      const count = cachedClipCount(eventId);
      const optimistic: EventResult = {
        __typename: "Event",
        id: eventId,
        clipped: clip,
        bookmarkId: null,
        clipCount: count === undefined ? 0 : Math.max(0, count + (clip ? 1 : -1)),
      };
      if (clip) {
        await apollo.mutate({
          mutation: CLIP_EVENT,
          variables: { eventId },
          optimisticResponse: { clipEvent: optimistic },
          update: (cache, { data }) => data && applyClip(cache, data.clipEvent),
        });
      } else {
        await apollo.mutate({
          mutation: UNCLIP_EVENT,
          variables: { eventId },
          optimisticResponse: { unclipEvent: optimistic },
          update: (cache, { data }) => data && applyClip(cache, data.unclipEvent),
        });
      }
    },
  };
}
