import { createRebuildRunner } from "./rebuild-runner";

const quiet = { info: () => {}, error: () => {} };

function controllableBuilds() {
  const started: string[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const build = (reasons: readonly string[]) =>
    new Promise<void>((resolve, reject) => {
      started.push([...reasons]);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return { started, finish: async (error?: Error) => (finishers.shift()!(error), await tick()), build, tick };
}

describe("createRebuildRunner", () => {
  it("runs one build at a time and queues exactly one follow-up for every request made during a build", async () => {
    const builds = controllableBuilds();
    const runner = createRebuildRunner(builds.build, quiet);
    runner.request("a");
    await builds.tick();
    runner.request("b");
    runner.request("c");
    runner.request("d");
    expect(builds.started).toEqual([["a"]]);
    expect(runner.state).toMatchObject({ running: true, queued: true });
    await builds.finish();
    expect(builds.started).toEqual([["a"], ["b", "c", "d"]]);
    await builds.finish();
    await runner.idle();
    expect(runner.state).toEqual({ running: false, queued: false, builds: 2, failures: 0 });
  });

  it("goes on after a failed build and logs why", async () => {
    const builds = controllableBuilds();
    const errors: string[] = [];
    const runner = createRebuildRunner(builds.build, {
      info: () => {},
      error: (message: string) => errors.push(message),
    });
    runner.request("a");
    await builds.tick();
    runner.request("b");
    await builds.finish(new Error("gatsby build exited with code 1"));
    expect(errors).toEqual(["再ビルドに失敗しました。前回のサイトを公開し続けます: gatsby build exited with code 1"]);
    expect(builds.started).toHaveLength(2);
    await builds.finish();
    await runner.idle();
    expect(runner.state).toMatchObject({ builds: 2, failures: 1 });
  });
});
