import * as React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import type { RegistrationLookup } from "@core/registration/registration-flow";
import type { ApiRequest } from "@/lib/api/requester";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import type { CompletionResult } from "../api/registration-types";
import { ConfirmPage } from "./confirm-page";

let mockCompletion: CompletionResult;
const mockVersion = {
  key: "version202405002",
  groups: [{ key: "useful_information", steps: [{ key: "cooperating_site" }] }],
};
const mockLookup: RegistrationLookup = {
  kind: "found",
  version: mockVersion,
  registration: {
    user_registration_version_key: mockVersion.key,
    status: "incomplete",
    user_registration_complete_steps: [{ user_registration_step_key: "cooperating_site" }],
  },
};

jest.mock("@/lib/api/default-client", () => ({
  api: {
    request: jest.fn(async (request: ApiRequest<unknown>) => {
      if (request.path === "/api/v1/user_registrations/complete") return mockCompletion;
      if (request.path === "/api/v1/user_registrations/thanks_page_url") return { thanks_page_url: null };
      throw new Error(`unexpected ${request.path}`);
    }),
  },
}));
jest.mock("@/features/auth/current-user", () => ({
  currentUserStore: {
    ensureLoaded: jest.fn(async () => ({ status: "signed_in", user: { email: "hanako@example.com" } })),
  },
}));
jest.mock("../registration-lookup", () => ({
  loadRegistrationLookup: jest.fn(async () => mockLookup),
  forgetRegistrationLookup: jest.fn(),
}));

async function complete() {
  render(<ConfirmPage />);
  const button = await screen.findByRole("button", { name: "登録を完了する" });
  await act(async () => {
    fireEvent.click(button);
  });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/user_registrations/result", { replace: true }));
}

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  resetDataLayer();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/user_registrations/confirm");
});

test("register-cooperating-site carries the sites the complete call registered, not those it could not", async () => {
  mockCompletion = {
    student_confirmation_completed: false,
    site_registration_results: [
      { cooperating_site_id: 3, name: "キャリアノート", error_message: null },
      { cooperating_site_id: 5, name: "スカウトプラス", error_message: "すでに登録されています" },
      { cooperating_site_id: 8, name: "適性ナビ", error_message: null },
    ],
    event_entry_results: [],
  };
  await complete();
  expect(dataLayerEntries()).toEqual([
    { event: "register-cooperating-site", category: "unknown", interaction: "click", cooperating_site_ids: [3, 8] },
  ]);
});

test("no register-cooperating-site when no site was registered", async () => {
  mockCompletion = {
    student_confirmation_completed: false,
    site_registration_results: [
      { cooperating_site_id: 5, name: "スカウトプラス", error_message: "登録できませんでした" },
    ],
    event_entry_results: [],
  };
  await complete();
  expect(dataLayerEntries()).toEqual([]);
});
