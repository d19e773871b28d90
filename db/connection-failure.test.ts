import { DatabaseError } from "pg";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { isDatabaseConnectionFailure } from "./connection-failure";

function pgError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, 0, "error");
  error.code = code;
  return error;
}

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe("isDatabaseConnectionFailure", () => {
  it.each([
    ["a refused connection", socketError("ECONNREFUSED")],
    ["a reset connection", socketError("ECONNRESET")],
    ["an unknown host", socketError("ENOTFOUND")],
    [
      "both addresses of localhost refused (AggregateError)",
      Object.assign(new AggregateError([socketError("ECONNREFUSED"), socketError("ECONNREFUSED")]), {
        code: undefined,
      }),
    ],
    ["the server going away mid-connection", new Error("Connection terminated unexpectedly")],
    [
      "pg-pool's connection timeout",
      new Error("Connection terminated due to connection timeout", { cause: new Error("Connection terminated") }),
    ],
    ["waiting too long for a pool slot", new Error("timeout exceeded when trying to connect")],
    ["an admin shutdown (57P01)", pgError("57P01", "terminating connection due to administrator command")],
    ["a server still starting (57P03)", pgError("57P03", "the database system is starting up")],
    ["too many connections (53300)", pgError("53300", "sorry, too many clients already")],
    ["a connection exception (08006)", pgError("08006", "connection failure")],
    ["any of them wrapped by drizzle", new DrizzleQueryError("select 1", [], socketError("ECONNREFUSED") as Error)],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseConnectionFailure(error)).toBe(true);
  });

  it.each([
    ["a syntax error (42601)", pgError("42601", "syntax error at or near")],
    ["a unique violation (23505)", pgError("23505", "duplicate key value violates unique constraint")],
    ["an int4 overflow (22003)", pgError("22003", "value is out of range for type integer")],
    [
      "a NUL byte in text (22021)",
      new DrizzleQueryError("insert", [], pgError("22021", 'invalid byte sequence for encoding "UTF8": 0x00')),
    ],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseConnectionFailure(error)).toBe(false);
  });

  it("stops on a cause cycle", () => {
    const error = new Error("outer") as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseConnectionFailure(error)).toBe(false);
  });
});
