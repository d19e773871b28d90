/** The popups feature as pages, templates and other features see it: import from here, never from its files. */
export { PopupMount } from "./components/popup-mount";
