export { PopupMount } from "./components/popup-mount";
