/** The account settings feature (/settings) as pages see it: import from here, never from its files. */
export { AccountSettingsPage } from "./components/account-settings-page";
