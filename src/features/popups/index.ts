export { PopupMount } from "./popup-mount";
