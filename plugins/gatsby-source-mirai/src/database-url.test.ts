import { readDatabaseUrl } from "./database-url";

describe("readDatabaseUrl", () => {
  it("returns a postgres url", () => {
    expect(readDatabaseUrl({ DATABASE_URL: "postgres://postgres@127.0.0.1:5433/postgres" })).toBe(
      "postgres://postgres@127.0.0.1:5433/postgres",
    );
    expect(readDatabaseUrl({ DATABASE_URL: "postgresql://u:p@db.example/mirai" })).toBe("postgresql://u:p@db.example/mirai");
  });

  it("fails with a clear message when DATABASE_URL is unset", () => {
    expect(() => readDatabaseUrl({})).toThrow("gatsby-source-mirai: DATABASE_URL is not set. Run the build through `npm start`");
  });

  it("fails when DATABASE_URL is empty or not a postgres url", () => {
    expect(() => readDatabaseUrl({ DATABASE_URL: " " })).toThrow("DATABASE_URL is empty");
    expect(() => readDatabaseUrl({ DATABASE_URL: "mysql://localhost/db" })).toThrow("must be a postgres:// connection string");
  });
});
