// Event listings
export const events = "/api/v1/events";
export const eventsFreeWordSearch = "/api/v1/events/free_word_search";
export const jointJobFairs = "/api/v1/events/joint_job_fairs";
export const jointJobFairsFreeWordSearch = "/api/v1/events/joint_job_fairs/free_word_search";
export const pickupEvents = "/api/v1/pickup_events";
export const pastEvents = "/api/v1/events/past_events";
export const appMiraiHostingEvents = "/app_api/v1/mirai_hosting_events";
export const appEventsFreeWordSearch = "/app_api/v1/events/free_word_search";
