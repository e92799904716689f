import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

  it("offers an unsubscribe mailbox only when UNSUBSCRIBE_MAILTO names an address", () => {
    expect(loadConfig({ AUTH_SECRET: secret }).unsubscribeMailto).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: secret, UNSUBSCRIBE_MAILTO: "" }).unsubscribeMailto).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: secret, UNSUBSCRIBE_MAILTO: "leave@example.com" }).unsubscribeMailto).toBe(
      "leave@example.com",
    );
    expect(() => loadConfig({ AUTH_SECRET: secret, UNSUBSCRIBE_MAILTO: "not an address" })).toThrow(
      /UNSUBSCRIBE_MAILTO/u,
    );
  });

  it("sends mail by SMTP only with both SMTP_URL and MAIL_FROM, and refuses half a setting", () => {
    expect(loadConfig({ AUTH_SECRET: secret }).mail).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: secret, SMTP_URL: "", MAIL_FROM: "" }).mail).toBeUndefined();
    const mail = { SMTP_URL: "smtp://user:pass@mail.example.com:587", MAIL_FROM: "Inkwell <blog@example.com>" };
    expect(loadConfig({ AUTH_SECRET: secret, ...mail }).mail).toEqual({
      smtpUrl: mail.SMTP_URL,
      from: mail.MAIL_FROM,
    });
    expect(() => loadConfig({ AUTH_SECRET: secret, SMTP_URL: mail.SMTP_URL })).toThrow(/SMTP_URL and MAIL_FROM/u);
    expect(() => loadConfig({ AUTH_SECRET: secret, MAIL_FROM: mail.MAIL_FROM })).toThrow(/SMTP_URL and MAIL_FROM/u);
    expect(() => loadConfig({ AUTH_SECRET: secret, ...mail, SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL/u);
  });

  it("keeps media in DATA_DIR unless S3_BUCKET is set, and reads the bucket's settings", () => {
    expect(loadConfig({ AUTH_SECRET: secret }).s3).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: secret, S3_BUCKET: "" }).s3).toBeUndefined();
    expect(
      loadConfig({
        AUTH_SECRET: secret,
        S3_BUCKET: "media",
        S3_ENDPOINT: "http://minio:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
        S3_PUBLIC_URL: "https://media.example.com/",
      }).s3,
    ).toEqual({
      bucket: "media",
      region: "us-east-1",
      endpoint: "http://minio:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
      publicUrl: "https://media.example.com",
    });
    expect(() => loadConfig({ AUTH_SECRET: secret, S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/u,
    );
    expect(() => loadConfig({ AUTH_SECRET: secret, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/u);
  });

  it("names every invalid setting", () => {
    expect(() => loadConfig({ PORT: "http", AUTH_SECRET: "short" })).toThrow(/PORT[\s\S]*AUTH_SECRET/u);
  });

  it("in production, seeds nothing unless asked and refuses to start without an explicit AUTH_SECRET", () => {
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: secret, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: "/nonexistent/never-created" })).toThrow(
      /AUTH_SECRET: must be set when NODE_ENV=production/u,
    );
    expect(() => loadConfig({ NODE_ENV: "production", AUTH_SECRET: "too-short" })).toThrow(/AUTH_SECRET/u);
  });

  it("refuses outbound connections to private addresses only in production, save OUTBOUND_ALLOW's (SSRF)", () => {
    const none = { hosts: [], ranges: [] };
    expect(loadConfig({ AUTH_SECRET: secret }).egress).toEqual({ refusePrivate: false, allow: none });
    expect(loadConfig({ NODE_ENV: "test", AUTH_SECRET: secret }).egress).toEqual({ refusePrivate: false, allow: none });
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: secret }).egress).toEqual({
      refusePrivate: true,
      allow: none,
    });
    expect(
      loadConfig({ NODE_ENV: "production", AUTH_SECRET: secret, OUTBOUND_ALLOW: "minio,10.0.0.0/8" }).egress.allow,
    ).toEqual({ hosts: ["minio"], ranges: ["10.0.0.0/8"] });
    expect(() => loadConfig({ AUTH_SECRET: secret, OUTBOUND_ALLOW: "10.0.0.0/99" })).toThrow(
      /OUTBOUND_ALLOW: "10\.0\.0\.0\/99" is not an address or CIDR range/u,
    );
  });

  it("reads TRUST_PROXY, trusting no forwarded address by default", () => {
    expect(loadConfig({ AUTH_SECRET: secret }).trustProxy).toBe(false);
    expect(loadConfig({ AUTH_SECRET: secret, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(() => loadConfig({ AUTH_SECRET: secret, TRUST_PROXY: "proxy.local" })).toThrow(/TRUST_PROXY/u);
  });

  it("creates the data folder and the generated secret for the owner only", () => {
    const root = mkdtempSync(path.join(tmpdir(), "inkwell-config-"));
    try {
      const dataDir = path.join(root, "data");
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.authSecret).toHaveLength(64);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, ".auth-secret")).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
