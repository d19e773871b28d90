import { apiPaths } from "../../../core/api-paths";
import { DOOR_TOKEN_HEADER } from "../../../core/checkin/door-screen-path";
import { doorLinkBodySchema, doorLinkResponseSchema, doorScreenResponseSchema } from "../../../core/api/door-screen";
import { ApiError } from "../../platform/http/api-error";
import { defineRoute } from "../../platform/http/define-route";
import { siteOrigin } from "../../platform/mail/site-origin";
import { readCheckinSecret } from "../checkin-env";
import { issueDoorLink, readDoorScreen } from "./door-screen";
import { verifyDoorToken } from "./door-token";

/** Served by functions/door-screen.mts: the door screen's one call, authorized by the door link's token. */
export const doorScreenRoute = defineRoute(
  {
    operationId: "doorScreen",
    summary:
      "The door screen of a door link: the current check-in code of its schedule (rotating every 5 minutes) or booth (per JST day), " +
      "the check-in page its QR code opens, when the next code comes, and how many students checked in (a count, no names)",
    paths: [apiPaths.doorScreen],
    methods: ["GET"],
    auth: "door",
    response: doorScreenResponseSchema,
    // the code changes every 5 minutes and the count at every check-in: never cached
    personal: true,
    otherResponses: {
      401: { description: "Missing, malformed, forged or expired door token (X-Door-Token)" },
      404: { description: "The door link's schedule or booth no longer exists" },
    },
  },
  async ({ db, url, req }) => {
    const now = new Date();
    const secret = readCheckinSecret();
    const target = verifyDoorToken(secret, req.headers.get(DOOR_TOKEN_HEADER), now);
    if (!target) throw new ApiError(401, "unauthorized", "This door link is missing, invalid or expired");
    const screen = await readDoorScreen(db, secret, target, siteOrigin(url), now);
    if (!screen) throw new ApiError(404, "not_found", "The door link's schedule or booth no longer exists");
    return screen;
  },
);

/** Served by functions/editor-checkin-codes.mts with the other editor calls of check-in. */
export const editorDoorLinkRoute = defineRoute(
  {
    operationId: "editorDoorLink",
    summary:
      "Issues a signed door link (valid 12 hours by default, 1 to 24) that opens the door screen of a schedule or a booth (editor signature). " +
      "The token is in the URL's fragment, so it never reaches a server log",
    paths: [apiPaths.editorDoorLinks],
    methods: ["POST"],
    auth: "editor",
    body: doorLinkBodySchema,
    response: doorLinkResponseSchema,
    successStatus: 201,
    ajaxMarker: false,
    personal: true,
    otherResponses: {
      401: {
        description:
          "Missing, wrong, expired or replayed editor signature (or EDITOR_WEBHOOK_SECRET is not configured)",
      },
      404: { description: "Unknown schedule or check-in company (booth)" },
    },
  },
  async ({ db, url, body }) => {
    const link = await issueDoorLink(db, readCheckinSecret(), body, siteOrigin(url));
    if (!link)
      throw new ApiError(
        404,
        "not_found",
        body.kind === "schedule" ? "Schedule not found" : "Check-in company not found",
      );
    return link;
  },
);
