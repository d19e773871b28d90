/** The engagement feature as other features see it: import from here, never from its files. */
export { ClipButton } from "./clip-button";
export { FollowButton } from "./follow-button";
export { loginHref } from "./login-href";
