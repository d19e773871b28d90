import { apiPaths } from "../../core/api-paths";
import { rebuildRequestSchema, rebuildResponseSchema } from "../../core/api/editor-rebuilds";
import { ApiError } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";
import { readEditorEnv } from "./editor-env";
import { queueSiteBuild } from "./queue-site-build";

/** Served by functions/editor-rebuilds.mts: the editors' webhook (a CMS, `npm run editor`), docs/editor-rebuilds.md. */
export const editorRebuildRoute = defineRoute(
  {
    operationId: "queueEditorRebuild",
    summary:
      "Tells the site what editors changed and queues a rebuild: calls the build hook (NETLIFY_BUILD_HOOK_URL) and answers the queued build; " +
      "calls within 60 s of a queued build join it without calling the hook again (editor signature)",
    paths: [apiPaths.editorRebuilds],
    methods: ["POST"],
    auth: "editor",
    body: rebuildRequestSchema,
    response: rebuildResponseSchema,
    successStatus: 202,
    ajaxMarker: false,
    personal: true,
    otherResponses: {
      401: {
        description:
          "Missing, wrong, expired or replayed editor signature (or EDITOR_WEBHOOK_SECRET is not configured)",
      },
      502: {
        description:
          "build_hook_failed: the build hook did not answer 2xx or could not be reached; nothing was recorded",
      },
      503: { description: "build_hook_not_configured: NETLIFY_BUILD_HOOK_URL is not set" },
    },
  },
  async ({ db, body }) => {
    const { NETLIFY_BUILD_HOOK_URL: hookUrl } = readEditorEnv();
    if (!hookUrl)
      throw new ApiError(503, "build_hook_not_configured", "No build hook is configured (NETLIFY_BUILD_HOOK_URL)");
    return { build: await queueSiteBuild(db, body.changes, { hookUrl }) };
  },
);

export const editorRebuildRoutes = [editorRebuildRoute];
