import { graphql } from "gatsby";

/** What an article card shows (fragment ShutoreArticleCardFields). */
export type ShutoreArticleCardData = {
  db_id: number;
  path: string;
  title: string;
  description: string;
  category_label: string;
  category_path: string;
  reading_minutes: number;
  published_at: string;
};

export type ShutoreArticleData = ShutoreArticleCardData & {
  slug_path: string;
  category_key: string;
  body_html: string;
  updated_at: string;
};

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
