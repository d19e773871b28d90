import {
  readRecentlyViewedEvents,
  recordRecentlyViewedEvent,
  RECENTLY_VIEWED_EVENTS_KEY,
} from "./recently-viewed-events";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

test("records ids newest first, without repeats, at most 20", () => {
  const storage = memoryStorage();
  for (let id = 1; id <= 25; id += 1) recordRecentlyViewedEvent(id, storage);
  recordRecentlyViewedEvent(10, storage);
  const ids = readRecentlyViewedEvents(storage);
  expect(ids).toHaveLength(20);
  expect(ids.slice(0, 3)).toEqual([10, 25, 24]);
  expect(ids.filter((id) => id === 10)).toHaveLength(1);
});

test("stores nothing but the ids", () => {
  const storage = memoryStorage();
  recordRecentlyViewedEvent(7, storage);
  expect(storage.getItem(RECENTLY_VIEWED_EVENTS_KEY)).toBe("[7]");
});

test.each(["not json", '{"a":1}', '[1,"x",-3,2.5,4]'])("a damaged value %s is read as the valid ids only", (raw) => {
  const storage = memoryStorage();
  storage.setItem(RECENTLY_VIEWED_EVENTS_KEY, raw);
  expect(readRecentlyViewedEvents(storage)).toEqual(raw.startsWith("[") ? [1, 4] : []);
});
