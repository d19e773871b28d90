import { getFeatureFlag } from "../api/endpoints/feature-flags";
import { createApiRequester } from "../api/requester";

export const TOKEN_BASED_AUTH_FLAG = "token_based_auth";

/** Flags are public: this requester sends no token, so asking for the flag never waits on the token it decides about. */
const tokenlessRequester = createApiRequester({ getToken: () => null });
let request: Promise<boolean> | null = null;

/** Whether `token_based_auth` is on; asked once per page load and shared. Unknown (call failed) counts as off. */
export function loadTokenBasedAuthFlag(): Promise<boolean> {
  if (!request) {
    request = getFeatureFlag(tokenlessRequester, TOKEN_BASED_AUTH_FLAG).then(
      (flag) => flag?.enabled === true,
      () => false,
    );
  }
  return request;
}

/** Forgets the answer, as a new page load would (tests). */
export function resetTokenBasedAuthFlag(): void {
  request = null;
}
