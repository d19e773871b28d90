/** The privacy feature as pages, templates and other features see it: import from here, never from its files. */
export { PrivacySettingsPage } from "./components/privacy-settings-page";
