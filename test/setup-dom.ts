import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks them and react-dom/server needs them (tests that hydrate server-rendered markup).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Analytics pushes load their field table lazily in the browser; loaded once here, tests see each push at once.
beforeAll(async () => {
  const { loadAnalytics } = await import("../src/lib/analytics/track");
  await loadAnalytics();
});
