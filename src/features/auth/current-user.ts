import { api } from "@/lib/api/default-client";
import { getCurrentUserInformation } from "./api/auth-endpoints";
import { createCurrentUserStore } from "./current-user-store";
import { clearSessionHint, hasSessionHint } from "@/lib/auth/session-hint";

/** The page's one current-user store (see createCurrentUserStore). */
export const currentUserStore = createCurrentUserStore({
  hasSessionHint,
  clearSessionHint,
  loadCurrentUser: () => getCurrentUserInformation(api).then((response) => response.current_user),
});
