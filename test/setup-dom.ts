import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks them and react-dom/server needs them (tests that hydrate server-rendered markup).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Analytics pushes load their field table lazily in the browser; loaded once here, tests see each push at once.
beforeAll(async () => {
  const { loadAnalytics } = await import("../src/lib/analytics/track");
  await loadAnalytics();
});

// The data layer loads TanStack Query lazily after the first render; loaded once here, a component's queries start
// as they mount (src/lib/data/use-api-query.test.tsx covers the render before the runtime is there). Its updates
// reach components in a microtask rather than a timer of 0 ms, so a test sees an answer once its promises settle,
// as with the loaders before the data layer.
beforeAll(async () => {
  const { loadQueryRuntime } = await import("../src/lib/data/use-query-runtime");
  const { notifyManager } = await loadQueryRuntime();
  notifyManager.setScheduler(queueMicrotask);
});

// The data layer's one QueryClient lives as long as a test file's modules: each test starts with an empty cache.
afterEach(async () => {
  const { appQueryClient } = await import("../src/lib/data/app-query-client");
  appQueryClient.clear();
});
