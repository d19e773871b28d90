import { useSyncExternalStore } from "react";
import { isBotUserAgent } from "./bot-user-agent";

const unchanging = () => () => {};

/**
 * Whether this browser is a crawler. False while prerendering and hydrating (the server cannot know), so the
 * hydrated markup matches; React then re-renders with the real answer.
 */
export function useBotUserAgent(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => isBotUserAgent(navigator.userAgent),
    () => false,
  );
}
