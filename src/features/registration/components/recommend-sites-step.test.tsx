import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import type { CooperatingSite } from "../api/registration-types";
import type { StepFlow } from "./step-page";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import {
  installFakeIntersectionObserver,
  type FakeIntersectionObserver,
} from "@/lib/analytics/intersection-observer-in-tests";
import { fakeRequester } from "@/features/auth/test-support";
import { RecommendSitesStep } from "./recommend-sites-step";

const site = (id: number, name: string): CooperatingSite => ({
  id,
  name,
  partner: `${name}株式会社`,
  square_logo_url: null,
  description: "プロフィールを登録するだけでオファーが届きます。",
  service_category: "逆求人サイト",
  graduate_years: [2027],
  external_links: [],
  allowed_checked_by_default: true,
});

function flowWith(sites: CooperatingSite[]): StepFlow {
  const client = fakeRequester((request) =>
    request.path === "/api/v1/user_registrations/cooperating_sites" ? { cooperating_sites: sites } : {},
  );
  const version = {
    key: "version202405002",
    groups: [{ key: "useful_information", steps: [{ key: "cooperating_site" }] }],
  };
  return {
    step: "cooperating_site",
    lookup: {
      kind: "found",
      version,
      registration: {
        user_registration_version_key: version.key,
        status: "incomplete",
        user_registration_complete_steps: [],
      },
    },
    email: null,
    client,
    backPath: null,
    finish: async () => undefined,
    completeOther: async () => undefined,
  };
}

let viewport: FakeIntersectionObserver;
beforeEach(() => {
  resetDataLayer();
  window.sessionStorage.clear();
  viewport = installFakeIntersectionObserver();
  window.history.replaceState(null, "", "/user_registrations/recommend_sites");
});
afterEach(() => viewport.uninstall());

test("each offered site reports its impression once, when its option first comes into view", async () => {
  render(<RecommendSitesStep flow={flowWith([site(3, "キャリアノート"), site(8, "スカウトプラス")])} />);
  await screen.findByRole("checkbox", { name: /キャリアノート/ });
  expect(dataLayerEntries()).toEqual([]);

  const option = (id: number) => (element: Element) => element.querySelector(`input[value="${id}"]`) !== null;
  act(() => viewport.show(option(8)));
  act(() => viewport.show());
  act(() => viewport.show());
  expect(dataLayerEntries()).toEqual([
    {
      event: "modal-impression-cooperating-site",
      category: "unknown",
      interaction: "item-impression",
      cooperating_site_id: 8,
    },
    {
      event: "modal-impression-cooperating-site",
      category: "unknown",
      interaction: "item-impression",
      cooperating_site_id: 3,
    },
  ]);
});
