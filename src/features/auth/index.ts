/** The auth feature (the browser's session, the login pages) as pages, templates and other features see it: import from here. */
export { useCurrentUser } from "./use-current-user";
export { currentUserStore } from "./current-user";
export type { CurrentUserState, CurrentUserStore } from "./current-user-store";
export { hasSessionHint } from "@/lib/auth/session-hint";
export { loginPathFor, safeReturnTo } from "./return-to";
export { RedirectToLogin } from "./components/redirect-to-login";
export { withCsrfRetry } from "./api/with-csrf-retry";
export { HeaderAccount } from "./components/header-account";
export { SessionEffects } from "./components/session-effects";
export { codeError, normaliseCode } from "./form-validation";
export { LoginPageContent } from "./components/login-page";
export { LoginCallback } from "./components/login-callback";
export { LogoutPageContent } from "./components/logout-page";
export { TermsAgreement } from "./components/terms-agreement";
export { RegistrationEntry } from "./components/registration-entry";
