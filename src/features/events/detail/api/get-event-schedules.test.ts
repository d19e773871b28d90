import { createApiRequester } from "@/lib/api/requester";
import { RequiredError } from "@/lib/api/errors";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@core/test-support/test-http-server";
import { getEventSchedules } from "./get-event-schedules";

let server: TestHttpServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("getEventSchedules", () => {
  it("GETs /api/v1/events/{event_id}/schedules and returns the body", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { schedules: [] }));
    const client = createApiRequester({ baseUrl: server.baseUrl, retryDelayMs: 5 });

    await expect(getEventSchedules(client, 42)).resolves.toEqual({ schedules: [] });
    expect(server.received[0]).toMatchObject({ method: "GET", url: "/api/v1/events/42/schedules" });
  });

  it("rejects without a request when the event id is missing", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { schedules: [] }));
    const client = createApiRequester({ baseUrl: server.baseUrl, retryDelayMs: 5 });

    await expect(getEventSchedules(client, undefined as unknown as number)).rejects.toBeInstanceOf(RequiredError);
    expect(server.received).toHaveLength(0);
  });
});
