import { z } from "zod";
import { apiPaths } from "../../core/api-paths";
import { SIGN_IN_CHALLENGE_COOKIE } from "../../core/auth-cookies";
import {
  REAUTHENTICATION_WINDOW_MINUTES,
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
  dataExportSchema,
  reauthenticationMailResponseSchema,
  reauthenticationRequestSchema,
  reauthenticationResponseSchema,
} from "../../core/api/privacy";
import { challengeCookie, signedOutCookies } from "../auth/auth-cookies";
import { enforceRateLimit } from "../auth/rate-limit";
import { mailSeatOffers } from "../entries/waitlist";
import { afterResponse } from "../platform/http/after-response";
import { ApiError } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";
import { withSetCookies } from "../platform/http/set-cookies";
import { sendMail } from "../platform/mail/send-mail";
import { siteOrigin } from "../platform/mail/site-origin";
import { deleteAccount } from "./account-deletion";
import { buildDataExport, dataExportFilename } from "./data-export";
import { accountDeletedMail } from "./privacy-mails";
import { confirmReauthentication, requestReauthenticationCode, requireFreshSignIn } from "./reauthentication";

const signedIn = { 401: { description: "No signed-in student" } };
const rateLimited = { 429: { description: "More than 10 tries per student in 10 minutes; see Retry-After" } };
const freshSignInNeeded = {
  403: {
    description: `reauthentication_required: no sign-in code was typed in this session in the last ${REAUTHENTICATION_WINDOW_MINUTES} minutes`,
  },
};

export const requestReauthenticationMailRoute = defineRoute(
  {
    operationId: "requestReauthenticationMail",
    summary:
      "Mails the signed-in student a fresh 6-digit sign-in code, to confirm it is them before export or deletion",
    paths: [apiPaths.reauthenticationMails],
    methods: ["POST"],
    auth: "student",
    response: reauthenticationMailResponseSchema,
    successStatus: 202,
    otherResponses: { ...signedIn, ...rateLimited },
    personal: true,
  },
  async ({ url, db, requireViewer }) => {
    const viewer = await requireViewer();
    await enforceRateLimit(db, [`reauthentication_mail:user:${viewer.userId}`]);
    const { browserSecret } = await requestReauthenticationCode(db, viewer.userId);
    return withSetCookies(Response.json({ sent: true }, { status: 202 }), [challengeCookie(url, browserSecret)]);
  },
);

export const reauthenticateRoute = defineRoute(
  {
    operationId: "reauthenticate",
    summary: `Checks the mailed code: the session may export or delete the account for ${REAUTHENTICATION_WINDOW_MINUTES} minutes`,
    paths: [apiPaths.reauthentications],
    methods: ["POST"],
    auth: "student",
    body: reauthenticationRequestSchema,
    response: reauthenticationResponseSchema,
    otherResponses: { ...signedIn, ...rateLimited },
    personal: true,
  },
  async ({ db, body, cookies, requireViewer }) => {
    const viewer = await requireViewer();
    await enforceRateLimit(db, [`reauthentication_code:user:${viewer.userId}`]);
    const until = await confirmReauthentication(db, viewer, cookies[SIGN_IN_CHALLENGE_COOKIE], body.code);
    return { reauthenticated_until: until.toISOString() };
  },
);

export const exportMyDataRoute = defineRoute(
  {
    operationId: "exportMyData",
    summary: "Everything held about the signed-in student as a JSON file (Content-Disposition: attachment)",
    paths: [apiPaths.myDataExport],
    methods: ["GET"],
    auth: "student",
    response: dataExportSchema,
    otherResponses: { ...signedIn, ...freshSignInNeeded },
    personal: true,
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    const now = new Date();
    await requireFreshSignIn(db, viewer.sessionId, now);
    const data = await buildDataExport(db, viewer.userId, now);
    if (!data) throw new ApiError(401, "unauthorized", "Sign in first");
    return Response.json(data, {
      headers: {
        "Content-Disposition": `attachment; filename="${dataExportFilename(now)}"`,
        "Cache-Control": "no-store",
      },
    });
  },
);

export const deleteMyAccountRoute = defineRoute(
  {
    operationId: "deleteMyAccount",
    summary:
      "Erases the signed-in student's account at once (future entries canceled, reviews kept anonymous) and mails a confirmation",
    paths: [apiPaths.myAccountDeletion],
    methods: ["POST"],
    auth: "student",
    body: accountDeletionRequestSchema,
    response: accountDeletionResponseSchema,
    otherResponses: { ...signedIn, ...freshSignInNeeded },
    personal: true,
  },
  async ({ url, db, context, requireViewer }) => {
    const viewer = await requireViewer();
    const now = new Date();
    await requireFreshSignIn(db, viewer.sessionId, now);
    const deleted = await deleteAccount(db, viewer.userId, now);
    if (!deleted) throw new ApiError(401, "unauthorized", "Sign in first");
    const origin = siteOrigin(url);
    try {
      await sendMail(db, accountDeletedMail({ to: deleted.email, origin }));
    } catch (error) {
      // the account is gone whatever happens to the mail; log no address
      console.error(
        "account deletion: the confirmation mail failed",
        error instanceof Error ? error.name : typeof error,
      );
    }
    await afterResponse(context, () => mailSeatOffers(db, deleted.offers, origin));
    return withSetCookies(
      Response.json({ deleted: true, canceled_entry_count: deleted.canceledEntryCount } satisfies z.input<
        typeof accountDeletionResponseSchema
      >),
      signedOutCookies(url),
    );
  },
);

export const privacyRoutes = [
  requestReauthenticationMailRoute,
  reauthenticateRoute,
  exportMyDataRoute,
  deleteMyAccountRoute,
];
