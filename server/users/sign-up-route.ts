import { apiPaths } from "../../core/api-paths";
import { challengeCookie } from "../auth/auth-cookies";
import { clientIp, enforceRateLimit } from "../auth/rate-limit";
import { sha256Hex } from "../auth/secret-tokens";
import { defineRoute } from "../platform/http/define-route";
import { withSetCookies } from "../platform/http/set-cookies";
import { siteOrigin } from "../platform/mail/site-origin";
import { signUpRequestSchema, signUpResponseSchema } from "../../core/api/sign-up";
import { signUp } from "./sign-up-service";

export const signUpRoute = defineRoute(
  {
    operationId: "createUser",
    summary:
      "Sign-up: creates the account and mails a confirmation link and code; existing addresses get the same answer and a sign-in mail",
    paths: [apiPaths.users],
    methods: ["POST"],
    auth: "public",
    body: signUpRequestSchema,
    response: signUpResponseSchema,
    successStatus: 201,
    otherResponses: { 429: { description: "More than 10 tries per address or per IP in 10 minutes; see Retry-After" } },
    personal: true,
  },
  async ({ req, url, body, db, context }) => {
    await enforceRateLimit(db, [`sign_up:ip:${clientIp(req, context)}`, `sign_up:email:${sha256Hex(body.email)}`]);
    const result = await signUp(db, body, siteOrigin(url));
    return withSetCookies(Response.json({ user: { id: result.userId } }, { status: 201 }), [
      challengeCookie(url, result.browserSecret),
    ]);
  },
);
