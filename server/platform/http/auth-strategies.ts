import type { Db } from "../../../db/client";

/** The signed-in student behind a request. */
export type Viewer = { userId: string; sessionId: string; mode: "token" | "session" };

/** The company whose recruiter token authenticated a call. */
export type Recruiter = { tokenId: number; companyId: number };

/**
 * How a function tells who is calling, handed to `serveRoutes` by the function entry (functions/*.mts) so that the
 * HTTP layer imports no product area: a function carries only the strategies its routes' `auth` needs (a healthcheck
 * none, so it loads neither the session store nor JWT nor the recruiter tokens). Each throws an ApiError (401, 429)
 * where the call must stop.
 */
export type AuthStrategies = {
  /** `viewer` and `student` routes: the signed-in student, or null (server/auth/authenticate.ts). */
  viewer?: (req: Request, cookies: Readonly<Record<string, string>>, db: Db) => Promise<Viewer | null>;
  /** `editor` routes: throws unless the signature is valid (server/editor/verify-editor-request.ts). */
  editor?: (req: Request, db: Db) => Promise<void>;
  /** `recruiter` routes: the token's company (server/recruiters/recruiter-auth.ts). */
  recruiter?: (req: Request, db: Db) => Promise<Recruiter>;
};
