/** The registration feature as other features see it: import from here, never from its files. */
export { RegistrationRedirect } from "./components/registration-redirect";
