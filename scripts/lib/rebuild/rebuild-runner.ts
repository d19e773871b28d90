export type RebuildRunner = {
  /** Asks for a build: starts one now, or, while one runs, queues exactly one follow-up (later requests join it). */
  request(reason: string): void;
  /** Resolves once no build runs and none is queued. */
  idle(): Promise<void>;
  readonly state: { running: boolean; queued: boolean; builds: number; failures: number };
};

/**
 * One build at a time for the local rebuild hook (`npm start`): a request during a build queues exactly one follow-up
 * build, which sees every change made before it starts. A failing build is logged and does not stop the runner.
 */
export function createRebuildRunner(
  build: (reasons: readonly string[]) => Promise<void>,
  log: Pick<Console, "info" | "error"> = console,
): RebuildRunner {
  const state = { running: false, queued: false, builds: 0, failures: 0 };
  let pending: string[] = [];
  let idleWaiters: Array<() => void> = [];

  async function loop(): Promise<void> {
    state.running = true;
    while (pending.length > 0) {
      const reasons = pending;
      pending = [];
      state.queued = false;
      state.builds += 1;
      try {
        await build(reasons);
      } catch (error) {
        state.failures += 1;
        log.error(
          `再ビルドに失敗しました。前回のサイトを公開し続けます: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    state.running = false;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    request(reason) {
      pending.push(reason);
      if (state.running) {
        if (!state.queued) log.info("ビルド中のため、終わり次第もう一度ビルドします");
        state.queued = true;
        return;
      }
      void loop();
    },
    idle() {
      if (!state.running) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    state,
  };
}
