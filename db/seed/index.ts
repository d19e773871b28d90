export { seedDatabase, type SeedSummary } from "./seed-database";
export { countsFor, seedScaleSchema, type SeedCounts, type SeedScale } from "./seed-scale";
export { DEMO_USER_EMAILS } from "./builders/build-users";
export { CURRENT_REGISTRATION_VERSION_KEY } from "./master/registration-versions";
