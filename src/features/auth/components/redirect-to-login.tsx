import { navigate } from "gatsby";
import * as React from "react";
import { loginPathFor } from "../return-to";

/**
 * Sends an anonymous visitor to /login?return_to=… at once (replacing this history entry, so Back does not return to a
 * page that only sends them on again). Renders nothing; the page's message and link stay as the fallback.
 */
export function RedirectToLogin({ returnTo }: { returnTo: string }) {
  React.useEffect(() => {
    void navigate(loginPathFor(returnTo), { replace: true });
  }, [returnTo]);
  return null;
}
