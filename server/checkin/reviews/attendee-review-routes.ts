import { apiPaths } from "../../../core/api-paths";
import {
  attendeeReviewBodySchema,
  attendeeReviewParamsSchema,
  attendeeReviewResponseSchema,
} from "../../../core/api/attendee-reviews";
import { defineRoute } from "../../platform/http/define-route";
import { parsePathId } from "../../platform/http/path-id";
import { postAttendeeReview } from "./attendee-reviews";

/** Served by functions/venue-checkin.mts (check-in and attendance writes). */
export const postAttendeeReviewRoute = defineRoute(
  {
    operationId: "postAttendeeEventReview",
    summary:
      "An event review (参加者の体験記) by a student who attended the event, of one company of its not_voted_companies; " +
      "one per company per attended entry. The company's event-review list shows it at once, its detail page comes with the next build",
    paths: [apiPaths.attendeeEventReviews],
    methods: ["POST"],
    auth: "student",
    params: attendeeReviewParamsSchema,
    body: attendeeReviewBodySchema,
    response: attendeeReviewResponseSchema,
    successStatus: 201,
    personal: true,
    otherResponses: {
      400: {
        description:
          "invalid_parameter: a broken rule of the review (ratings.*, title, body) or a company_id the student cannot review for this event",
      },
      401: { description: "No signed-in student" },
      403: {
        description: "forbidden with details.reason not_attended: the student has no attended entry of the event",
      },
      404: { description: "Unknown or unpublished event" },
      409: { description: "already_reviewed: the student's entry already has a review of this company" },
    },
  },
  async ({ db, params, body, requireViewer }) => {
    const { userId } = await requireViewer();
    return postAttendeeReview(db, userId, parsePathId(params.event_id, "Event"), body);
  },
);
