import { describe, expect, it } from "vitest";
import { databaseConfig } from "@/db/config";
import { EnvError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("applies defaults for a local run with no configuration", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe(".data/pglite");
    expect(env.JOBS_IN_PROCESS).toBe(true);
    expect(env.DEV_OUTBOX).toBe(false);
  });

  it("points APP_URL at the port the server listens on when only PORT is set", () => {
    expect(parseEnv({ PORT: "3900" }).APP_URL).toBe("http://localhost:3900");
    expect(parseEnv({ PORT: "3900", APP_URL: "https://crm.example.com" }).APP_URL).toBe(
      "https://crm.example.com",
    );
  });

  it("names every bad variable in one message", () => {
    expect(() =>
      parseEnv({ APP_URL: "not a url", DATABASE_URL: "mysql://x", TRUSTED_PROXY: "everyone" }),
    ).toThrowError(EnvError);
    try {
      parseEnv({ APP_URL: "not a url", DATABASE_URL: "mysql://x", TRUSTED_PROXY: "everyone" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("APP_URL");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("TRUSTED_PROXY");
    }
  });

  it("fails closed without AUTH_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(/AUTH_SECRET: is required in production/);
    expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toHaveLength(32);
  });

  it("rejects a short AUTH_SECRET and treats an empty DATABASE_URL as unset", () => {
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrowError(/AUTH_SECRET/);
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).DATABASE_URL).toContain(
      "postgres://",
    );
  });
});

describe("a serverless host", () => {
  const why = /DATABASE_URL: is required on a serverless host .*lose every write/;

  it("refuses to start on Vercel or with SERVERLESS=1 without DATABASE_URL, saying why", () => {
    expect(() => parseEnv({ VERCEL: "1" })).toThrowError(why);
    expect(() => parseEnv({ SERVERLESS: "1" })).toThrowError(why);
    expect(() => parseEnv({ VERCEL: "1", DATABASE_URL: "" })).toThrowError(why);
    expect(() => databaseConfig({ VERCEL: "1" })).toThrowError(why);
  });

  it("starts with DATABASE_URL, and elsewhere on the embedded database", () => {
    const url = "postgres://u@127.0.0.1:5432/db";
    expect(parseEnv({ VERCEL: "1", DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(databaseConfig({ SERVERLESS: "1", DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(parseEnv({ SERVERLESS: "0" }).DATABASE_URL).toBeUndefined();
    expect(databaseConfig({}).DATABASE_URL).toBeUndefined();
  });
});
