import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { api } from "../api";
import { SiteLogoLink } from "@/components/logo/site-logo-link";
import { clearRuntimeFeatureFlags } from "./runtime-feature-flags";
import { useFeatureFlag, useSettledFeatureFlag } from "./use-feature-flag";

jest.mock("../api", () => ({ api: { getFeatureFlag: jest.fn() } }));

const getFeatureFlag = jest.mocked(api.getFeatureFlag);

function withBuildFlag(enabled: boolean) {
  const data = {
    allFeatureFlag: { nodes: [{ key: "renewal_oc_web_logo", enabled }] },
    site: {
      buildTime: "2025-04-01T00:00:00Z",
      siteMetadata: { siteUrl: "https://mirai-career.example", title: "ミライキャリア" },
    },
  };
  jest.mocked(useStaticQuery).mockReturnValue(data);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useFeatureFlag and the logo", () => {
  beforeEach(() => {
    clearRuntimeFeatureFlags();
    getFeatureFlag.mockReset();
  });

  it("starts from the build value, then switches the logo when the run-time flag differs", async () => {
    withBuildFlag(true);
    const response = deferred<{ enabled: boolean }>();
    getFeatureFlag.mockReturnValue(response.promise);

    render(<SiteLogoLink />);
    expect(screen.getByRole("img", { name: "ミライキャリア" })).toHaveAttribute("data-logo-variant", "renewed");

    await act(async () => response.resolve({ enabled: false }));
    expect(screen.getByRole("img", { name: "ミライ就活" })).toHaveAttribute("data-logo-variant", "legacy");
    expect(screen.queryByRole("img", { name: "ミライキャリア" })).not.toBeInTheDocument();
    expect(getFeatureFlag).toHaveBeenCalledWith("renewal_oc_web_logo");
  });

  it("turns the renewed logo on at run time when the build had it off", async () => {
    withBuildFlag(false);
    getFeatureFlag.mockResolvedValue({ enabled: true });
    render(<SiteLogoLink />);
    expect(screen.getByRole("img", { name: "ミライ就活" })).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "ミライキャリア" })).toBeInTheDocument();
  });

  it("asks once per key for all components on the page", async () => {
    withBuildFlag(true);
    getFeatureFlag.mockResolvedValue({ enabled: false });
    render(
      <>
        <SiteLogoLink />
        <SiteLogoLink />
      </>,
    );
    expect(await screen.findAllByRole("img", { name: "ミライ就活" })).toHaveLength(2);
    expect(getFeatureFlag).toHaveBeenCalledTimes(1);
  });

  it("keeps the build value when the request fails", async () => {
    withBuildFlag(true);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = deferred<{ enabled: boolean }>();
    getFeatureFlag.mockReturnValue(response.promise);
    render(<SiteLogoLink />);
    await act(async () => response.reject(new Error("Response returned an error code")));
    expect(screen.getByRole("img", { name: "ミライキャリア" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("treats a key missing from the build as off until the run-time answer", async () => {
    withBuildFlag(true);
    getFeatureFlag.mockResolvedValue({ enabled: true });
    function Probe() {
      return <p>{useFeatureFlag("video_bundles") ? "on" : "off"}</p>;
    }
    render(<Probe />);
    expect(screen.getByText("off")).toBeInTheDocument();
    expect(await screen.findByText("on")).toBeInTheDocument();
  });

  it("settles only once the run-time answer is in (useSettledFeatureFlag)", async () => {
    withBuildFlag(true);
    const response = deferred<{ enabled: boolean }>();
    getFeatureFlag.mockReturnValue(response.promise);
    function Probe() {
      const value = useSettledFeatureFlag("renewal_oc_web_logo");
      return <p>{value === undefined ? "pending" : value ? "on" : "off"}</p>;
    }
    render(<Probe />);
    expect(screen.getByText("pending")).toBeInTheDocument();
    await act(async () => response.resolve({ enabled: false }));
    expect(screen.getByText("off")).toBeInTheDocument();
  });

  it("settles on the build value when the run-time request fails", async () => {
    withBuildFlag(true);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    getFeatureFlag.mockRejectedValue(new Error("Response returned an error code"));
    function Probe() {
      const value = useSettledFeatureFlag("renewal_oc_web_logo");
      return <p>{value === undefined ? "pending" : value ? "on" : "off"}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText("on")).toBeInTheDocument();
    warn.mockRestore();
  });
});
