import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const secret = "s".repeat(40);

describe("loadConfig", () => {
  it("runs with nothing set: port 3000, SQLite under data/, demo content on", () => {
    const config = loadConfig({ AUTH_SECRET: secret });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/data[/\\]inkwell\.db$/u);
    expect(config.seedDemo).toBe(true);
    expect(config.google).toBeUndefined();
  });

  it("lets a local user sign in from localhost or 127.0.0.1 when BASE_URL is unset", () => {
    const config = loadConfig({ AUTH_SECRET: secret, PORT: "4000" });
    expect(config.baseUrl).toBe("http://localhost:4000");
    expect(config.trustedOrigins).toEqual(["http://localhost:4000", "http://127.0.0.1:4000"]);
  });

  it("trusts only the public origin and CORS_ORIGINS once BASE_URL is set", () => {
    const config = loadConfig({
      AUTH_SECRET: secret,
      BASE_URL: "https://blog.example.com/",
      CORS_ORIGINS: "https://admin.example.com, ",
    });
    expect(config.baseUrl).toBe("https://blog.example.com");
    expect(config.trustedOrigins).toEqual(["https://blog.example.com", "https://admin.example.com"]);
  });

  it("turns Google on only with both keys, and seeding off with SEED_DEMO=false", () => {
    const config = loadConfig({
      AUTH_SECRET: secret,
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "sh",
      SEED_DEMO: "false",
    });
    expect(config.google?.clientId).toBe("id");
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ AUTH_SECRET: secret, GOOGLE_CLIENT_ID: "id" }).google).toBeUndefined();
  });

  it("names every invalid setting", () => {
    expect(() => loadConfig({ PORT: "http", AUTH_SECRET: "short" })).toThrow(/PORT[\s\S]*AUTH_SECRET/u);
  });
});
