/**
 * The API path table: one named export per path, read as `apiPaths.<name>` through core/api-paths.ts. The paths
 * live in one file per group (api-path-groups/): webpack keeps one copy of a module with every export any page uses,
 * so one file of all paths put all of them into the chunk every page loads (~1.3 KiB gzipped). Per group, a page
 * carries the groups it calls.
 */
export * from "./api-path-groups/flags-groups-health";
export * from "./api-path-groups/event-listings";
export * from "./api-path-groups/event-detail";
export * from "./api-path-groups/recommendations";
export * from "./api-path-groups/popups";
export * from "./api-path-groups/companies-reviews";
export * from "./api-path-groups/auth-users";
export * from "./api-path-groups/privacy";
export * from "./api-path-groups/terms-campaigns";
export * from "./api-path-groups/registration";
export * from "./api-path-groups/graphql-openapi";
export * from "./api-path-groups/entries";
export * from "./api-path-groups/entry-submissions";
export * from "./api-path-groups/checkin";
export * from "./api-path-groups/chats";
export * from "./api-path-groups/recruiter";
export * from "./api-path-groups/notices";
