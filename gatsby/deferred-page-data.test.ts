import { createDeferredPage, DEFERRED_PAGE_DATA_TYPE, deferredPageDataTypeDefs, storeDeferredPageData } from "./deferred-page-data";

function fakeArgs() {
  const createNode = jest.fn();
  const createPage = jest.fn();
  return {
    args: {
      actions: { createNode, createPage },
      createNodeId: (input: string) => `id(${input})`,
      createContentDigest: (input: unknown) => `digest(${JSON.stringify(input)})`,
    },
    createNode,
    createPage,
  };
}

describe("deferred page data", () => {
  it("stores the data as a node of its own type and answers a context that only points at it", () => {
    const { args, createNode } = fakeArgs();
    const data = { review: { id: 41, body: "本文" } };
    const context = storeDeferredPageData(args, "/companies/3/reviews/41", data);
    expect(context).toEqual({ dataId: "id(DeferredPageData /companies/3/reviews/41)" });
    expect(createNode).toHaveBeenCalledWith({
      id: context.dataId,
      data,
      internal: { type: DEFERRED_PAGE_DATA_TYPE, contentDigest: `digest(${JSON.stringify(data)})` },
    });
  });

  it("creates a deferred page whose context is the pointer, not the data", () => {
    const { args, createPage } = fakeArgs();
    createDeferredPage(args, { path: "/videos/1/video_chapters/2", component: "/site/src/templates/deferred/video-bundle.tsx", data: { chapterId: 2 } });
    expect(createPage).toHaveBeenCalledWith({
      path: "/videos/1/video_chapters/2",
      component: "/site/src/templates/deferred/video-bundle.tsx",
      context: { dataId: "id(DeferredPageData /videos/1/video_chapters/2)" },
      defer: true,
    });
  });

  it("gives each page its own node", () => {
    const { args } = fakeArgs();
    expect(storeDeferredPageData(args, "/a", {}).dataId).not.toBe(storeDeferredPageData(args, "/b", {}).dataId);
  });

  it("declares the node type with an explicit JSON field (no inference)", () => {
    expect(deferredPageDataTypeDefs).toMatch(/type DeferredPageData implements Node @dontInfer \{\s*data: JSON!\s*\}/);
  });
});
