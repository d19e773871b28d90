import type { Context } from "@netlify/functions";

/**
 * Runs `work` after the response when the platform can (Netlify's `context.waitUntil`: the function lives on until
 * it settles), else before answering, as in tests that call a handler without a context. For work the answer does
 * not depend on, such as mails: the student gets the answer without waiting for them.
 */
export async function afterResponse(context: Partial<Context>, work: () => Promise<void>): Promise<void> {
  if (typeof context.waitUntil === "function") context.waitUntil(work());
  else await work();
}
