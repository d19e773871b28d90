import { deployAdapter } from "./deploy-adapter";

describe("deployAdapter", () => {
  it("uses the Netlify adapter on Netlify's build machines", () => {
    expect(deployAdapter({ NETLIFY: "true" })?.name).toBe("gatsby-adapter-netlify");
  });

  it("uses no adapter for local and CI builds", () => {
    expect(deployAdapter({ CI: "true" })).toBeUndefined();
  });
});
