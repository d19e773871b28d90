import { graphql } from "gatsby";

export const cooperatingSiteFragment = graphql`
  fragment CooperatingSiteFields on CooperatingSite {
    db_id
    name
    partner
    square_logo_url
    description
    service_category
    short_graduate_years
    external_links {
      label
      url
    }
  }
`;
