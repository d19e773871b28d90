import { apiPaths } from "@core/api-paths";
import type { SignInMailRequest, SignInMailResponse, SignedInResponse } from "@core/api/authentication";
import type { GoogleCustomCampaignRequest } from "@core/api/campaigns";
import type { CurrentUserResponse } from "@core/api/current-user";
import type { SignUpRequest, SignUpResponse } from "@core/api/sign-up";
import type { TermsAgreementRequest, TermsType, UnagreedTermsResponse } from "@core/api/terms";
import type { EndpointOptions } from "@/lib/api/endpoints/endpoint-options";
import type { ApiRequester } from "@/lib/api/requester";

/** The request and response shapes are the types of the server's zod schemas in core/api (types only). */
export type CreateUserRequest = SignUpRequest;
export type CreateUserResponse = SignUpResponse;
/** The landing-page attribution POST /api/v1/users carries (spec §7 Users): its fields other than the address and version. */
export type UserAttribution = Omit<SignUpRequest, "email" | "user_registration_version_key">;
export type UtmParameters = Pick<
  UserAttribution,
  "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content"
>;
export type { UnagreedTermsResponse };
export type UnagreedTermType = TermsType;
export type UnagreedTerm = UnagreedTermsResponse["unagreed_terms"][number];

/** POST /api/v1/users: starts a registration; the same answer whether or not the address exists. */
export function createUser(
  client: ApiRequester,
  body: CreateUserRequest,
  { signal }: EndpointOptions = {},
): Promise<CreateUserResponse> {
  return client.request({ method: "POST", path: apiPaths.users, body, signal });
}

/** POST /api/v1/authentications/sign_in_mails: mails a single-use link and a 6-digit code. */
export function sendSignInMail(
  client: ApiRequester,
  body: SignInMailRequest,
  { signal }: EndpointOptions = {},
): Promise<SignInMailResponse> {
  return client.request({ method: "POST", path: apiPaths.signInMails, body, signal });
}

/** POST /api/v1/authentications/sign_in_codes: the code from the mail, in the browser that asked for it. */
export function signInWithCode(
  client: ApiRequester,
  code: string,
  { signal }: EndpointOptions = {},
): Promise<SignedInResponse> {
  return client.request({ method: "POST", path: apiPaths.signInCodes, body: { code }, signal });
}

/** POST /api/v1/authentications/sign_in_links: the token from the mailed link's fragment. */
export function signInWithLink(
  client: ApiRequester,
  token: string,
  { signal }: EndpointOptions = {},
): Promise<SignedInResponse> {
  return client.request({ method: "POST", path: apiPaths.signInLinks, body: { token }, signal });
}

/** POST /api/v1/authentications/sign_out (204). */
export async function signOut(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<void> {
  await client.request({ method: "POST", path: apiPaths.signOut, signal });
}

/** GET /api/v1/authentications/current_user_information; 401 when anonymous. */
export function getCurrentUserInformation(
  client: ApiRequester,
  { signal }: EndpointOptions = {},
): Promise<CurrentUserResponse> {
  return client.request({ path: apiPaths.currentUserInformation, signal });
}

/** GET /api/v1/unagreed_terms */
export function getUnagreedTerms(
  client: ApiRequester,
  { signal }: EndpointOptions = {},
): Promise<UnagreedTermsResponse> {
  return client.request({ path: apiPaths.unagreedTerms, signal });
}

/** POST /app_api/v1/unagreed_terms/agreements: answers with the terms still unagreed. */
export function agreeToTerms(
  client: ApiRequester,
  unagreedTerms: UnagreedTerm[],
  { signal }: EndpointOptions = {},
): Promise<UnagreedTermsResponse> {
  return client.request({
    method: "POST",
    path: apiPaths.appUnagreedTermsAgreements,
    body: {
      unagreed_terms: unagreedTerms.map(({ type, version }) => ({ type, version })),
    } satisfies TermsAgreementRequest,
    signal,
  });
}

/** POST /api/v1/google_custom_campaigns (204): the page's utm_* while signed in. */
export async function postGoogleCustomCampaign(
  client: ApiRequester,
  body: GoogleCustomCampaignRequest,
  { signal }: EndpointOptions = {},
): Promise<void> {
  await client.request({ method: "POST", path: apiPaths.googleCustomCampaigns, body, signal });
}
