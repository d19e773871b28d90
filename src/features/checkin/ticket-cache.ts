import type { AttendanceItem } from "@core/api/checkin";
import { readLastPersonal, readPersonal, savePersonal } from "@/lib/auth/personal-storage";

/** The last answer of GET /api/v1/event_attendance, kept so the tickets show without the network. */
export type StoredTickets = { saved_at: string; items: AttendanceItem[] };

const NAME = "event-attendance";

export function saveTickets(userId: string | number, items: AttendanceItem[], now: Date): void {
  savePersonal(NAME, userId, { saved_at: now.toISOString(), items } satisfies StoredTickets);
}

function asStored(value: unknown): StoredTickets | null {
  if (typeof value !== "object" || value === null) return null;
  const { saved_at, items } = value as Partial<StoredTickets>;
  return typeof saved_at === "string" && Array.isArray(items) ? { saved_at, items } : null;
}

/** The signed-in student's stored tickets, or null. */
export function readTickets(userId: string | number): StoredTickets | null {
  return asStored(readPersonal(NAME, userId));
}

/** The stored tickets of the last student who signed in here (the session cannot be asked about offline), or null. */
export function readLastTickets(): StoredTickets | null {
  return asStored(readLastPersonal(NAME));
}
