/** The engagement feature as pages, templates and other features see it: import from here, never from its files. */
export { ClipButton } from "./components/clip-button";
export { FollowButton } from "./components/follow-button";
export { SameUniversityMark, SAME_UNIVERSITY_MARK } from "./components/same-university-mark";
export { loginHref } from "./login-href";
