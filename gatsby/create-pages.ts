import type { GatsbyNode } from "gatsby";
import { createCheckinPages } from "./checkin-pages";
import { createCompanyPages } from "./company-pages";
import { createEntryPages } from "./entry-pages";
import { createEventDetailPages } from "./event-detail-pages";
import { createEventListPages } from "./event-list-pages";
import { createPreviewEventPages } from "./preview-event-pages";
import { createShutorePages } from "./shutore-pages";
import { createReviewPages } from "./review-pages";
import { createVideoPages } from "./video-pages";

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createEventListPages(args);
  await createEventDetailPages(args);
  await createPreviewEventPages(args);
  await createEntryPages(args);
  await createCheckinPages(args);
  await createShutorePages(args);
  await createReviewPages(args);
  await createVideoPages(args);
  await createCompanyPages(args);
};
