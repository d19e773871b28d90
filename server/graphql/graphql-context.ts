import type { Db } from "../../db/client";
import type { Viewer } from "../auth/authenticate";
import { clipsOf, type Clip } from "../engagement/clip-service";
import { followedCompanyIds } from "../engagement/follow-service";

/** Per request: the database, the signed-in student (null when anonymous) and a few reads shared by resolvers. */
export type GraphqlContext = {
  db: Db;
  viewer: Viewer | null;
  now: Date;
  /** the viewer's clips, read at most once per request unless a mutation changed them */
  clips(userId: string): Promise<Clip[]>;
  followedCompanyIds(userId: string): Promise<number[]>;
  /** called by mutations so later fields of the same request read fresh rows */
  forgetReads(): void;
};

export function createGraphqlContext(db: Db, viewer: Viewer | null, now = new Date()): GraphqlContext {
  let clips: Promise<Clip[]> | undefined;
  let follows: Promise<number[]> | undefined;
  return {
    db,
    viewer,
    now,
    clips: (userId) => (clips ??= clipsOf(db, userId)),
    followedCompanyIds: (userId) => (follows ??= followedCompanyIds(db, userId)),
    forgetReads() {
      clips = undefined;
      follows = undefined;
    },
  };
}
