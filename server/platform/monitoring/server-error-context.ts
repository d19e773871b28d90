/** What a report says about the request: never its body, query, cookies or headers. */
export type ServerErrorContext = {
  /** Netlify's request id (`context.requestId`, or the `x-nf-request-id` header) */
  requestId: string | null;
  /** the route's path pattern (`/api/v1/events/:id`), or the scheduled function's name */
  route: string;
  /** the HTTP method, or `SCHEDULED` */
  method: string;
  status: number;
};
