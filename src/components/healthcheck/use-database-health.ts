import { api } from "@/lib/api";
import { useApiQuery } from "@/lib/data";

export type DatabaseHealth = "checking" | "healthy" | "unhealthy";

/** Run-time check of GET /api/v1/healthcheck (503 or a failed request both mean unhealthy). */
export function useDatabaseHealth(): DatabaseHealth {
  const query = useApiQuery({
    queryKey: ["healthcheck"],
    queryFn: ({ signal }) => api.getHealthcheck({ signal }),
    // The requester retries it (a 503 is an answer here, read from its body, so the data layer's rule would not).
    retry: false,
  });
  if (query.data) return query.data.status === "ok" ? "healthy" : "unhealthy";
  return query.error ? "unhealthy" : "checking";
}
