import { graphql, useStaticQuery } from "gatsby";

interface BuildFeatureFlagsQuery {
  allFeatureFlag: { nodes: ReadonlyArray<{ key: string; enabled: boolean }> };
}

/** Flag values as they were in the database when the site was built (FeatureFlag nodes of the source plugin). */
export function useBuildFeatureFlags(): Readonly<Record<string, boolean>> {
  const data = useStaticQuery<BuildFeatureFlagsQuery>(graphql`
    query BuildFeatureFlags {
      allFeatureFlag {
        nodes {
          key
          enabled
        }
      }
    }
  `);
  return Object.fromEntries(data.allFeatureFlag.nodes.map((node) => [node.key, node.enabled]));
}
