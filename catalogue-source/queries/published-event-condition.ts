/** SQL condition on alias `e` (events): published, and the publication time has come. */
export const publishedEventCondition = "e.published and (e.published_at is null or e.published_at <= now())";
