import { apiPaths } from "../../core/api-paths";
import { z } from "zod";
import { SESSION_COOKIE, SIGN_IN_CHALLENGE_COOKIE } from "../../core/auth-cookies";
import {
  signInCodeRequestSchema,
  signInLinkRequestSchema,
  signInMailRequestSchema,
  signInMailResponseSchema,
  signedInResponseSchema,
} from "../../core/api/authentication";
import { sessionCheckResponseSchema } from "../../core/api/current-user";
import { ApiError } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";
import { withSetCookies } from "../platform/http/set-cookies";
import { siteOrigin } from "../platform/mail/site-origin";
import { challengeCookie, signedInCookies, signedOutCookies } from "./auth-cookies";
import { clientIp, enforceRateLimit } from "./rate-limit";
import { challengeUserId, consumeCode, consumeLinkToken } from "./sign-in-challenges";
import { establishSession, requestSignInMail, type EstablishedSession } from "./sign-in-service";
import { revokeSession, sessionIdOfSecret } from "./session-store";
import { sha256Hex } from "./secret-tokens";

const rateLimited = { 429: { description: "More than 10 tries per address or per IP in 10 minutes; see Retry-After" } };

function signedIn(url: URL, session: EstablishedSession): Response {
  return withSetCookies(Response.json({ signed_in: true, return_to: session.returnTo }), signedInCookies(url, session));
}

export const requestSignInMailRoute = defineRoute(
  {
    operationId: "requestSignInMail",
    summary: "Mails a single-use sign-in link and a 6-digit code; the same answer for unknown addresses",
    paths: [apiPaths.signInMails],
    methods: ["POST"],
    auth: "public",
    body: signInMailRequestSchema,
    response: signInMailResponseSchema,
    successStatus: 202,
    otherResponses: rateLimited,
    personal: true,
  },
  async ({ req, url, body, db, context }) => {
    await enforceRateLimit(db, [
      `sign_in_mail:ip:${clientIp(req, context)}`,
      `sign_in_mail:email:${sha256Hex(body.email)}`,
    ]);
    const { browserSecret } = await requestSignInMail(db, {
      email: body.email,
      returnTo: body.return_to ?? "/",
      origin: siteOrigin(url),
    });
    return withSetCookies(Response.json({ sent: true }, { status: 202 }), [challengeCookie(url, browserSecret)]);
  },
);

export const signInWithCodeRoute = defineRoute(
  {
    operationId: "signInWithCode",
    summary: "Signs in with the mailed 6-digit code, from the browser that asked for it",
    paths: [apiPaths.signInCodes],
    methods: ["POST"],
    auth: "public",
    body: signInCodeRequestSchema,
    response: signedInResponseSchema,
    otherResponses: { 401: { description: "Wrong, used or expired code (or no challenge cookie)" }, ...rateLimited },
    personal: true,
  },
  async ({ req, url, body, db, cookies, context }) => {
    const browserSecret = cookies[SIGN_IN_CHALLENGE_COOKIE];
    const userId = browserSecret ? await challengeUserId(db, browserSecret) : null;
    await enforceRateLimit(db, [
      `sign_in_code:ip:${clientIp(req, context)}`,
      ...(userId ? [`sign_in_code:user:${userId}`] : []),
    ]);
    const consumed = browserSecret ? await consumeCode(db, browserSecret, body.code) : null;
    if (!consumed) throw new ApiError(401, "invalid_sign_in_code", "The code is wrong, used or expired");
    return signedIn(url, await establishSession(db, consumed, "code"));
  },
);

export const signInWithLinkRoute = defineRoute(
  {
    operationId: "signInWithLink",
    summary: "Signs in with the token of a mailed link (single use, 15 minutes)",
    paths: [apiPaths.signInLinks],
    methods: ["POST"],
    auth: "public",
    body: signInLinkRequestSchema,
    response: signedInResponseSchema,
    otherResponses: { 401: { description: "Unknown, used or expired link" }, ...rateLimited },
    personal: true,
  },
  async ({ req, url, body, db, context }) => {
    await enforceRateLimit(db, [`sign_in_link:ip:${clientIp(req, context)}`]);
    const consumed = await consumeLinkToken(db, body.token);
    if (!consumed) throw new ApiError(401, "invalid_sign_in_link", "The link is unknown, used or expired");
    return signedIn(url, await establishSession(db, consumed, "link"));
  },
);

export const signOutRoute = defineRoute(
  {
    operationId: "signOut",
    summary: "Ends the session (all its tokens stop working) and clears the cookies",
    paths: [apiPaths.signOut],
    methods: ["POST"],
    auth: "viewer",
    response: z.null(),
    successStatus: 204,
    personal: true,
  },
  async ({ url, db, cookies, viewer }) => {
    // signing out with an expired or revoked token still ends the cookie's session and clears the cookies
    const current = await viewer().catch((error: unknown) => {
      if (error instanceof ApiError && error.code === "invalid_token") return null;
      throw error;
    });
    const sessionSecret = cookies[SESSION_COOKIE];
    const sessionId = current?.sessionId ?? (sessionSecret ? sessionIdOfSecret(sessionSecret) : null);
    if (sessionId) await revokeSession(db, sessionId);
    return withSetCookies(new Response(null, { status: 204 }), signedOutCookies(url));
  },
);

export const verifySessionRoute = defineRoute(
  {
    operationId: "verifySession",
    summary: "Session check (spec §3): `valid` in token mode, `session_valid` in cookie mode; 401 when anonymous",
    paths: [apiPaths.verifySession],
    methods: ["GET"],
    auth: "student",
    response: sessionCheckResponseSchema,
    otherResponses: { 401: { description: "No signed-in student" } },
    personal: true,
  },
  async ({ requireViewer }) => {
    const viewer = await requireViewer();
    return viewer.mode === "token" ? { valid: true as const } : { session_valid: true as const };
  },
);

export const authenticationRoutes = [
  requestSignInMailRoute,
  signInWithCodeRoute,
  signInWithLinkRoute,
  signOutRoute,
  verifySessionRoute,
];
