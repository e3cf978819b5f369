import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "util";

// jsdom lacks the encoders that react-dom/server's browser build needs at import; hydration
// tests render server markup in the same environment they hydrate it in.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder });
