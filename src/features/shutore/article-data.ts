import { graphql } from "gatsby";

/** What an article card shows (fragment ShutoreArticleCardFields). */
export type ShutoreArticleCardData = Queries.ShutoreArticleCardFieldsFragment;

export type ShutoreArticleData = NonNullable<Queries.ShutoreArticlePageQuery["article"]>;

export const shutoreArticleCardFields = graphql`
  fragment ShutoreArticleCardFields on Article {
    db_id
    path
    title
    description
    category_label
    category_path
    reading_minutes
    published_at
  }
`;
