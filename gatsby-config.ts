import type { GatsbyConfig } from "gatsby";
import { deployAdapter } from "./gatsby/deploy-adapter";

const config: GatsbyConfig = {
  siteMetadata: {
    title: "ミライキャリア",
    siteUrl: process.env.SITE_URL ?? "http://localhost:8888",
    description:
      "ミライキャリアは新卒就活生のための就活サイト。本選考・インターンシップ・説明会・合同説明会の情報や企業のクチコミを、卒業年度ごとに探せます。",
  },
  trailingSlash: "never",
  // Page-query and fragment result types, generated on every build and committed (scripts/lib/build/generated-types.ts).
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: ["gatsby-source-mirai"],
  adapter: deployAdapter(),
};

export default config;
