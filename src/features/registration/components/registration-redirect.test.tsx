import * as React from "react";
import { render, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import type { RegistrationLookup } from "@core/registration/registration-flow";
import { loadRegistrationLookup } from "../registration-lookup";
import { RegistrationRedirect } from "./registration-redirect";

let mockHint = true;
let mockLookup: RegistrationLookup;
jest.mock("@/lib/auth/session-hint", () => ({ hasSessionHint: () => mockHint }));
jest.mock("@/features/auth/current-user", () => ({
  currentUserStore: { ensureLoaded: jest.fn(async () => ({ status: "signed_in", user: {} })) },
}));
jest.mock("../registration-lookup", () => ({ loadRegistrationLookup: jest.fn(async () => mockLookup) }));

const version = {
  key: "version202405002",
  groups: [{ key: "basic_information", steps: [{ key: "basic_information" }, { key: "affiliation" }] }],
};
const incomplete: RegistrationLookup = {
  kind: "found",
  version,
  registration: {
    user_registration_version_key: version.key,
    status: "incomplete",
    user_registration_complete_steps: [{ user_registration_step_key: "basic_information" }],
  },
};

beforeEach(() => {
  mockHint = true;
  mockLookup = incomplete;
  jest.mocked(navigate).mockClear();
  jest.mocked(loadRegistrationLookup).mockClear();
});

test("an incomplete registration on an ordinary page goes to the next unfinished step, history replaced", async () => {
  render(<RegistrationRedirect pagePath="/events/internship" />);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/user_registrations/affiliation", { replace: true }));
});

test.each([
  "/infos/terms",
  "/404.html",
  "/healthcheck",
  "/login",
  "/logout",
  "/unagreed_terms/agreements/new",
  "/user_registrations/confirm",
])("%s is left alone without asking the API", async (path) => {
  render(<RegistrationRedirect pagePath={path} />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadRegistrationLookup).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
});

test("anonymous visitors (no mockHint cookie) cost no call", async () => {
  mockHint = false;
  render(<RegistrationRedirect pagePath="/" />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadRegistrationLookup).not.toHaveBeenCalled();
});

test("a completed registration stays", async () => {
  mockLookup = {
    ...incomplete,
    registration: { ...incomplete.registration, status: "completed" },
  } as RegistrationLookup;
  render(<RegistrationRedirect pagePath="/" />);
  await waitFor(() => expect(loadRegistrationLookup).toHaveBeenCalled());
  expect(navigate).not.toHaveBeenCalled();
});
