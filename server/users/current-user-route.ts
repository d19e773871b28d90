import { apiPaths } from "../../core/api-paths";
import { currentUserResponseSchema } from "../../core/api/current-user";
import { defineRoute } from "../platform/http/define-route";
import { loadCurrentUser } from "./current-user-service";

export const currentUserRoute = defineRoute(
  {
    operationId: "getCurrentUserInformation",
    summary: "The signed-in student (spec §3 Current user), every field from their rows; 401 when anonymous",
    paths: [apiPaths.currentUserInformation],
    methods: ["GET"],
    auth: "student",
    response: currentUserResponseSchema,
    otherResponses: { 401: { description: "No signed-in student" } },
    personal: true,
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    return { current_user: await loadCurrentUser(db, viewer.userId) };
  },
);
