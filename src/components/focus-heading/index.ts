export { FocusHeading } from "./focus-heading";
