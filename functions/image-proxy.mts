import type { Config } from "@netlify/functions";
import { reportingRequestErrors } from "../server/platform/http/reporting-errors";
import { handleImageProxyRequest } from "../server/media/image-proxy";
import { contextMediaStore } from "../server/media/media-store";

/** Our image proxy (spec §7: beneath the app base path): `/_img?url=/media/…&w=640&fm=webp…`. Not an API route. */
export default reportingRequestErrors("/_img", (request: Request) =>
  handleImageProxyRequest(request, contextMediaStore()),
);

export const config: Config = { path: "/_img" };
