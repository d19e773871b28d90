import { SIGNED_IN_HINT_COOKIE } from "@core/auth-cookies";
import { trackFollowCompany, trackUnfollowCompany } from "../analytics";
import { readBrowserCookie } from "../api/cookies";
import type { EngagementClient, ViewerEngagement } from "./engagement-client";

export type EngagementStatus = "anonymous" | "loading" | "signed-in";

/** What the buttons render from. The same object until something changes (useSyncExternalStore). */
export type EngagementSnapshot = {
  status: EngagementStatus;
  followedCompanyIds: ReadonlySet<number>;
  clippedEventIds: ReadonlySet<number>;
  /** events where another student of the viewer's university holds a seat (spec has_record_on_current_user_university) */
  universityRecordEventIds: ReadonlySet<number>;
  /** the last failed action, e.g. `follow:12`, with a message for the student; cleared by the next action */
  error: { target: string; message: string } | null;
};

export type EngagementStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): EngagementSnapshot;
  /** Called by every button on mount; the first call on a page with the sign-in hint loads Apollo and the viewer. */
  start(): void;
  setFollow(companyId: number, follow: boolean): Promise<void>;
  setClip(eventId: number, clip: boolean): Promise<void>;
};

export const FOLLOW_ERROR_MESSAGE = "フォローできませんでした。時間をおいてもう一度お試しください。";
export const UNFOLLOW_ERROR_MESSAGE = "フォローを解除できませんでした。時間をおいてもう一度お試しください。";
export const CLIP_ERROR_MESSAGE = "保存できませんでした。時間をおいてもう一度お試しください。";
export const UNCLIP_ERROR_MESSAGE = "保存を解除できませんでした。時間をおいてもう一度お試しください。";

const EMPTY: ReadonlySet<number> = new Set();
export const ANONYMOUS_SNAPSHOT: EngagementSnapshot = {
  status: "anonymous",
  followedCompanyIds: EMPTY,
  clippedEventIds: EMPTY,
  universityRecordEventIds: EMPTY,
  error: null,
};

export type EngagementStoreOptions = {
  /** Whether a session may exist; default: the `mirai_signed_in` hint cookie. Without it no API call is made. */
  hasSignInHint?: () => boolean;
  /** Loads the Apollo-backed client; default a dynamic import, so anonymous pages never download Apollo. */
  loadClient?: () => Promise<EngagementClient>;
};

const defaultLoadClient = async () => (await import("./engagement-client")).createEngagementClient();

/**
 * Follows and clips of the signed-in student for the buttons of one page (and the events students of their university
 * entered, for the cards' mark). Anonymous visitors (no hint cookie) stay
 * in the anonymous state with no request at all; otherwise Apollo Client is imported, the viewer query runs once,
 * and every change of its cache (optimistic updates and their rollback included) reaches the buttons.
 */
export function createEngagementStore(options: EngagementStoreOptions = {}): EngagementStore {
  const hasSignInHint = options.hasSignInHint ?? (() => readBrowserCookie(SIGNED_IN_HINT_COOKIE) !== null);
  const loadClient = options.loadClient ?? defaultLoadClient;
  const listeners = new Set<() => void>();
  let snapshot = ANONYMOUS_SNAPSHOT;
  let client: Promise<EngagementClient | null> | undefined;

  const publish = (next: Partial<EngagementSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const onViewer = (viewer: ViewerEngagement) => {
    if (!viewer)
      publish({
        status: "anonymous",
        followedCompanyIds: EMPTY,
        clippedEventIds: EMPTY,
        universityRecordEventIds: EMPTY,
      });
    else
      publish({
        status: "signed-in",
        followedCompanyIds: new Set(viewer.followedCompanyIds),
        clippedEventIds: new Set(viewer.clippedEventIds),
        universityRecordEventIds: new Set(viewer.universityRecordEventIds),
      });
  };

  function start(): void {
    if (client || !hasSignInHint()) return;
    publish({ status: "loading" });
    client = loadClient().then(
      (loaded) => {
        loaded.watchViewer(onViewer, (error) => {
          // The viewer could not be read: the buttons act as for an anonymous visitor (a click leads to sign-in).
          console.warn("Could not load follows and clips", error);
          publish({ status: "anonymous" });
        });
        return loaded;
      },
      (error: unknown) => {
        console.warn("Could not load the GraphQL client", error);
        publish({ status: "anonymous" });
        return null;
      },
    );
  }

  async function run(
    target: string,
    message: string,
    action: (loaded: EngagementClient) => Promise<void>,
  ): Promise<boolean> {
    const loaded = await client;
    if (!loaded) return false;
    publish({ error: null });
    try {
      await action(loaded);
      return true;
    } catch (error) {
      console.warn(`${target} failed`, error);
      publish({ error: { target, message } });
      return false;
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start,
    async setFollow(companyId, follow) {
      const done = await run(`follow:${companyId}`, follow ? FOLLOW_ERROR_MESSAGE : UNFOLLOW_ERROR_MESSAGE, (loaded) =>
        loaded.setFollow(companyId, follow),
      );
      // the thing followed is a company, whatever page the button is on
      if (done) (follow ? trackFollowCompany : trackUnfollowCompany)({ company_id: companyId, category: "company" });
    },
    async setClip(eventId, clip) {
      await run(`clip:${eventId}`, clip ? CLIP_ERROR_MESSAGE : UNCLIP_ERROR_MESSAGE, (loaded) =>
        loaded.setClip(eventId, clip),
      );
    },
  };
}
