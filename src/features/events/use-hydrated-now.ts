import { useEffect, useState } from "react";

/**
 * null while prerendering and during hydration (so the markup matches the HTML), then the current time.
 * Lets build-time lists drop what expired since the build without a hydration mismatch.
 */
export function useHydratedNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
  }, []);
  return now;
}
