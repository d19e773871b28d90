export { loadTagManager, tagManagerLoadsIn, GTM_SCRIPT_ORIGIN } from "./load-tag-manager";
export { isGtmId, invalidGtmIdError } from "./gtm-id";
