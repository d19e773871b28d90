import { createApiRequester } from "@/lib/api/requester";
import { apiPaths } from "@core/api-paths";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@core/test-support/test-http-server";
import { apiGet } from "./api-call";

let server: TestHttpServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("apiGet", () => {
  it("GETs the pattern filled with its parameters (/api/v1/events/{event_id}/schedules) and returns the body", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { schedules: [] }));
    const client = createApiRequester({ baseUrl: server.baseUrl, retryDelayMs: 5 });

    await expect(apiGet(apiPaths.eventSchedules, { params: { event_id: 42 } }, { client })).resolves.toEqual({
      schedules: [],
    });
    expect(server.received[0]).toMatchObject({ method: "GET", url: "/api/v1/events/42/schedules" });
  });

  it("refuses without a request when a parameter of the path is missing", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { schedules: [] }));
    const client = createApiRequester({ baseUrl: server.baseUrl, retryDelayMs: 5 });

    expect(() =>
      apiGet(apiPaths.eventSchedules, { params: { event_id: undefined as unknown as number } }, { client }),
    ).toThrow(TypeError);
    expect(server.received).toHaveLength(0);
  });
});
