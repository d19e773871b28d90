/**
 * Personal data kept in the browser (localStorage) so a page can show it without the network, e.g. the student's
 * event tickets (/event_attendance). Keys are `mirai:personal:{name}:{user_id}`: one user's data per name (saving
 * for another user forgets the previous one), and sign-out (/logout) forgets all of it. Nothing here reaches a URL
 * or a log. Storage may be disabled or full: every call then quietly does nothing.
 */
const PREFIX = "mirai:personal:";

const keyOf = (name: string, userId: string | number) => `${PREFIX}${name}:${userId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function keysStartingWith(store: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && key.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

export function savePersonal(name: string, userId: string | number, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of keysStartingWith(store, `${PREFIX}${name}:`)) store.removeItem(key);
    store.setItem(keyOf(name, userId), JSON.stringify(value));
  } catch {
    // full or disabled: the page still works online
  }
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** What was saved under `name` for this user, or null. */
export function readPersonal(name: string, userId: string | number): unknown {
  const store = storage();
  if (!store) return null;
  try {
    return parse(store.getItem(keyOf(name, userId)));
  } catch {
    return null;
  }
}

/**
 * What was saved under `name` for the last user who saved any, or null: for a page that cannot ask who is signed in
 * (offline) but still holds the session hint. Only one user's data is ever kept per name.
 */
export function readLastPersonal(name: string): unknown {
  const store = storage();
  if (!store) return null;
  try {
    const [key] = keysStartingWith(store, `${PREFIX}${name}:`);
    return key === undefined ? null : parse(store.getItem(key));
  } catch {
    return null;
  }
}

/** Forgets every user's personal data (sign-out). */
export function clearPersonalStorage(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of keysStartingWith(store, PREFIX)) store.removeItem(key);
  } catch {
    // nothing to forget
  }
}
