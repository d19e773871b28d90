import { readDbEnv, requireDatabaseUrl } from "./env";

describe("readDbEnv", () => {
  it("accepts a postgres url or nothing, and rejects anything else", () => {
    expect(readDbEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5433/postgres" }).DATABASE_URL).toBe(
      "postgres://u@127.0.0.1:5433/postgres",
    );
    expect(readDbEnv({ DATABASE_URL: "postgresql://u:p@db.example/mirai" }).DATABASE_URL).toBe(
      "postgresql://u:p@db.example/mirai",
    );
    expect(readDbEnv({}).DATABASE_URL).toBeUndefined();
    expect(readDbEnv({ DATABASE_URL: " " }).DATABASE_URL).toBeUndefined();
    expect(() => readDbEnv({ DATABASE_URL: "not a url" })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ connection string/,
    );
    expect(() => readDbEnv({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/postgres:\/\//);
  });
});

describe("requireDatabaseUrl", () => {
  it("returns the url, and says how to run the build without one", () => {
    expect(requireDatabaseUrl({ DATABASE_URL: "postgres://u@127.0.0.1:5433/postgres" })).toBe(
      "postgres://u@127.0.0.1:5433/postgres",
    );
    expect(() => requireDatabaseUrl({})).toThrow("DATABASE_URL is not set. Run the build through `npm start`");
  });
});
