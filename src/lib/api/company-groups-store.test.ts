import { createApiRequester } from "./requester";
import { createCompanyGroupsLoader } from "./company-groups-store";
import { getCompanyGroups } from "./endpoints/company-groups";
import { ResponseError } from "./errors";
import {
  apiErrorEnvelope,
  sendJson,
  startTestHttpServer,
  type TestHttpServer,
} from "@core/test-support/test-http-server";

let server: TestHttpServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const groups = [{ main_company_id: 1, grouped_company_names: ["未来ホールディングス", "未来システムズ"] }];

describe("createCompanyGroupsLoader", () => {
  it("loads once and shares the result between concurrent and later callers", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { company_groups: groups }));
    const client = createApiRequester({ baseUrl: server.baseUrl });
    const load = createCompanyGroupsLoader(() => getCompanyGroups(client).then((r) => r.company_groups));

    const [first, second] = await Promise.all([load(), load()]);
    const third = await load();

    expect(first).toEqual(groups);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(server.received).toHaveLength(1);
  });

  it("does not cache a failure: the next call loads again", async () => {
    // 400 is not retried, so each load is exactly one request.
    server = await startTestHttpServer((_req, res, index) =>
      index === 0
        ? sendJson(res, 400, apiErrorEnvelope(400, "invalid_parameter", "bad"))
        : sendJson(res, 200, { company_groups: groups }),
    );
    const client = createApiRequester({ baseUrl: server.baseUrl });
    const load = createCompanyGroupsLoader(() => getCompanyGroups(client).then((r) => r.company_groups));

    await expect(load()).rejects.toBeInstanceOf(ResponseError);
    await expect(load()).resolves.toEqual(groups);
    await expect(load()).resolves.toEqual(groups);
    expect(server.received).toHaveLength(2);
  });
});
