import * as React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import type { ApiRequest } from "@/lib/api/requester";
import { ForMiraiidUsersPage } from "./for-miraiid-users-page";

const mockRequests: ApiRequest<unknown>[] = [];
let mockSignedIn = true;
jest.mock("@/lib/api/default-client", () => ({
  api: {
    request: jest.fn(async (request: ApiRequest<unknown>) => (mockRequests.push(request), { user_registration: {} })),
  },
}));
jest.mock("@/features/auth/current-user", () => ({
  currentUserStore: {
    ensureLoaded: jest.fn(async () =>
      mockSignedIn ? { status: "signed_in", user: {} } : { status: "anonymous", user: null },
    ),
  },
}));
jest.mock("../registration-lookup", () => ({
  loadRegistrationLookup: jest.fn(async () => ({ kind: "missing" })),
  forgetRegistrationLookup: jest.fn(),
}));

beforeEach(() => {
  mockRequests.length = 0;
  jest.mocked(navigate).mockClear();
});

test("a signed-in account without a registration starts one of the current version, then opens the first step", async () => {
  mockSignedIn = true;
  render(<ForMiraiidUsersPage />);
  const start = await screen.findByRole("button", { name: "このミライIDで登録を始める" });
  await act(async () => {
    fireEvent.click(start);
  });
  expect(mockRequests[0]).toMatchObject({
    method: "POST",
    path: "/api/v1/user_registrations",
    body: { user_registration_version_key: "version202405002" },
  });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/user_registrations/basic_information"));
});

test("anonymous visitors are asked to sign in with their Mirai ID and come back here", async () => {
  mockSignedIn = false;
  render(<ForMiraiidUsersPage />);
  expect(await screen.findByRole("link", { name: "ミライIDでログインする" })).toHaveAttribute(
    "href",
    "/login?return_to=%2Fuser_registrations%2Ffor_miraiid_users",
  );
  expect(mockRequests).toHaveLength(0);
});
