/** Spec §9 preloading queue limit: at most this many preloads run at once; the rest wait their turn. */
export const PRELOAD_QUEUE_LIMIT = 4;

export type Preload = <T>(task: () => Promise<T>) => Promise<T>;

/** A queue that starts a task when fewer than `limit` are running; the returned promise settles as the task does. */
export function createPreloadQueue(limit: number = PRELOAD_QUEUE_LIMIT): Preload {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        new Promise<T>((settle) => settle(task())).then(resolve, reject).finally(next);
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}

/** The site's one preload queue (page resources on hover, lazily loaded dialogs). */
export const preload: Preload = createPreloadQueue();
