import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks them and react-dom/server needs them (tests that hydrate server-rendered markup).
Object.assign(globalThis, { TextEncoder, TextDecoder });
