import { useEffect, useState } from "react";
import { api } from "@/lib/api";

export type DatabaseHealth = "checking" | "healthy" | "unhealthy";

/** Run-time check of GET /api/v1/healthcheck (503 or a failed request both mean unhealthy). */
export function useDatabaseHealth(): DatabaseHealth {
  const [health, setHealth] = useState<DatabaseHealth>("checking");
  useEffect(() => {
    const controller = new AbortController();
    api.getHealthcheck({ signal: controller.signal }).then(
      (response) => setHealth(response.status === "ok" ? "healthy" : "unhealthy"),
      () => {
        if (!controller.signal.aborted) setHealth("unhealthy");
      },
    );
    return () => controller.abort();
  }, []);
  return health;
}
