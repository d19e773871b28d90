import { useEffect } from "react";
import { navigate } from "gatsby";
import { currentUserStore } from "../current-user";
import { hasSessionHint } from "@/lib/auth/session-hint";
import { runPageSessionEffects } from "../session-effects";

/** Mounted by every layout: the once-per-page-load session work (see createSessionEffects). Renders nothing. */
export function SessionEffects() {
  useEffect(() => {
    void runPageSessionEffects(currentUserStore, hasSessionHint, (to) => void navigate(to));
  }, []);
  return null;
}
