import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import type { NamedRef } from "../core/videos/video-data";
import { videoSearchIndexPath } from "../core/videos/video-paths";
import { deferredGenerationEnabled } from "./deferred-generation";
import {
  planVideoPages,
  type BundleNode,
  type ChannelNode,
  type CompanyNode,
  type FeatureVideoNode,
  type ShortVideoNode,
  type VideoTemplate,
} from "./video-page-plan";
import type { SitemapEntry } from "./sitemap/sitemap-entry";
import { videoSitemap } from "./sitemap/video-sitemap";

const templates: Record<VideoTemplate, string> = {
  videosHome: path.resolve("src/templates/videos-home.tsx"),
  videoSearch: path.resolve("src/templates/video-search.tsx"),
  videoChannels: path.resolve("src/templates/video-channels.tsx"),
  videoChannel: path.resolve("src/templates/video-channel.tsx"),
  featureVideo: path.resolve("src/templates/feature-video.tsx"),
  videoBundle: path.resolve("src/templates/video-bundle.tsx"),
  shortVideo: path.resolve("src/templates/short-video.tsx"),
  companyVideos: path.resolve("src/templates/company-videos.tsx"),
};

type VideoPagesQuery = {
  allVideoBundle: { nodes: BundleNode[] };
  allVideoChannel: { nodes: ChannelNode[] };
  allFeatureVideo: { nodes: FeatureVideoNode[] };
  allShortVideo: { nodes: ShortVideoNode[] };
  allCompany: { nodes: CompanyNode[] };
  allBusinessCategory: { nodes: NamedRef[] };
  allFeatureFlag: { nodes: { key: string; enabled: boolean }[] };
};

/**
 * The video pages (spec §2 Videos, /companies/{id}/videos) from ONE bulk query; every page gets its compact data as
 * pageContext (templates have no page query), and the search index is written next to the pages. Returns the pages'
 * sitemap entries, deferred pages included.
 */
export async function createVideoPages({
  graphql,
  actions,
  reporter,
  store,
}: CreatePagesArgs): Promise<SitemapEntry[]> {
  const result = await graphql<VideoPagesQuery>(`
    query VideoPages {
      allVideoBundle {
        nodes {
          db_id
          title
          description
          video_url
          thumbnail_url
          captions_url
          duration_seconds
          published_at
          video_channel_db_id
          company_db_id
          business_category_db_id
          chapters {
            db_id
            title
            start_seconds
          }
        }
      }
      allVideoChannel {
        nodes {
          db_id
          name
          description
          company_db_id
          display_order
        }
      }
      allFeatureVideo {
        nodes {
          db_id
          title
          description
          display_order
          video_bundle_db_ids
        }
      }
      allShortVideo {
        nodes {
          db_id
          title
          description
          video_url
          thumbnail_url
          captions_url
          duration_seconds
          published_at
          company_db_id
        }
      }
      allCompany {
        nodes {
          db_id
          name
          initial_char
          square_logo_url
        }
      }
      allBusinessCategory(sort: { display_order: ASC }) {
        nodes {
          db_id
          name
        }
      }
      allFeatureFlag(filter: { key: { eq: "video_bundles" } }) {
        nodes {
          key
          enabled
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createVideoPages: the page query failed", result.errors);
    return [];
  }
  const data = result.data;
  const { pages, searchIndex } = planVideoPages({
    bundles: data.allVideoBundle.nodes,
    channels: data.allVideoChannel.nodes,
    featureVideos: data.allFeatureVideo.nodes,
    shorts: data.allShortVideo.nodes,
    companies: data.allCompany.nodes,
    businessCategories: data.allBusinessCategory.nodes,
    videoBundlesEnabled: data.allFeatureFlag.nodes.some((node) => node.enabled),
  });
  let deferred = 0;
  for (const page of pages) {
    const defer = "defer" in page && page.defer === true && deferredGenerationEnabled();
    if (defer) deferred += 1;
    actions.createPage({ path: page.path, component: templates[page.template], context: page.context, defer });
  }
  const publicDir = path.join(store.getState().program.directory, "public");
  const indexFile = path.join(publicDir, videoSearchIndexPath);
  mkdirSync(path.dirname(indexFile), { recursive: true });
  writeFileSync(indexFile, JSON.stringify(searchIndex));
  reporter.info(
    `createVideoPages: ${pages.length} pages, ${deferred} deferred, search index of ${searchIndex.bundles.length} videos`,
  );
  return videoSitemap(pages, { bundles: data.allVideoBundle.nodes, shorts: data.allShortVideo.nodes });
}
