/**
 * The browser's session, for other features (follow and clip buttons…). Import from here; page components live in
 * ./components and are imported by src/pages only.
 */
export { useCurrentUser } from "./use-current-user";
export { currentUserStore } from "./current-user";
export type { CurrentUserState, CurrentUserStore } from "./current-user-store";
export { hasSessionHint } from "../../lib/auth/session-hint";
export { loginPathFor, safeReturnTo } from "./return-to";
export { RedirectToLogin } from "./components/redirect-to-login";
export { withCsrfRetry } from "./api/with-csrf-retry";
export { HeaderAccount } from "./components/header-account";
export { SessionEffects } from "./components/session-effects";
export { codeError, normaliseCode } from "./form-validation";
