export { ErrorScreen, GUIDE_PATH } from "./error-screen";
export {
  errorViewModel,
  NOT_FOUND_TITLE,
  NOT_FOUND_MESSAGE,
  SERVER_ERROR_TITLE,
  type ErrorViewModel,
} from "./error-view-model";
