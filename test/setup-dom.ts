import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks them and react-dom/server needs them (tests that hydrate server-rendered markup).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Analytics pushes load their field table lazily in the browser; loaded once here, tests see each push at once.
beforeAll(async () => {
  const { loadAnalytics } = await import("../src/lib/analytics/track");
  await loadAnalytics();
});

// The data layer's one QueryClient lives as long as a test file's modules: each test starts with an empty cache.
afterEach(async () => {
  const { appQueryClient } = await import("../src/lib/data/app-query-client");
  appQueryClient.clear();
});
