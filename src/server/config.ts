import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type EgressSettings, parseOutboundAllow } from "./egress/policy";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  BASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters.").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z.string().url().default("https://accounts.google.com/.well-known/openid-configuration"),
  NODE_ENV: z.string().optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z.string().default(""),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  FEDERATION_INBOX_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  // Internal hosts and ranges the server may reach in production (egress/): empty by default.
  OUTBOUND_ALLOW: z.string().default(""),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STATIC_DIR: z.string().default("dist/web"),
  METRICS_TOKEN: z.string().optional(),
  // Empty (SMTP_URL= in .env) means unset.
  SMTP_URL: z
    .union([
      z.literal(""),
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/u, "must look like smtp://user:pass@host:587 (smtps:// for TLS from the start)"),
    ])
    .optional(),
  MAIL_FROM: z.string().trim().optional(),
  // A mailbox the operator has set to act on "unsubscribe" mail; empty or unset, none is offered.
  UNSUBSCRIBE_MAILTO: z
    .union([z.literal(""), z.email("must be a plain address like unsubscribe@example.com")])
    .optional(),
  // The page and public-answer cache's share of each instance's memory, in MB (http/public-cache.ts).
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(48),
  // Where the site asks a CDN in front to purge kept pages by tag after a write (cdn-purge/); unset, none.
  CDN_PURGE_URL: z
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/u, error: "must be an http(s) URL like https://purge.example.com/hook" }),
    ])
    .optional(),
  // Sent as `Authorization: Bearer …` with each purge; unset, none.
  CDN_PURGE_TOKEN: z.string().optional(),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  // The tests' pseudo-locale, en-XA (decision 0149): off unless set, never for a real site.
  INKWELL_PSEUDO_LOCALE: booleanFromEnv.optional(),
  // Behind a balancer that polls readiness, at least its interval (compose.yaml: Caddy's 5 s).
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // Object storage for media; unset (or empty) S3_BUCKET keeps media in DATA_DIR.
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: z
    .union([z.literal(""), z.url({ protocol: /^https?$/u, error: "must be an http(s) URL like http://minio:9000" })])
    .optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  S3_PUBLIC_URL: z
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/u, error: "must be an http(s) URL like https://media.example.com" }),
    ])
    .optional(),
});

/** An S3-compatible bucket for uploads and previews (media/s3-store.ts). */
export type S3Config = {
  bucket: string;
  region: string;
  /** Unset for AWS itself; MinIO, R2 and the like name theirs. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (instance roles, AWS_* variables, ~/.aws). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Where browsers fetch objects directly (a CDN or a public bucket); unset, the app serves them. */
  publicUrl: string | undefined;
};

/** Where mail goes: an SMTP server, or (unset) owner-only .eml files in DATA_DIR/outbox. */
export type MailConfig = { smtpUrl: string; from: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** A `postgres://` URL, or a SQLite file path (":memory:" for tests). */
  databaseUrl: string;
  redisUrl: string | undefined;
  baseUrl: string;
  authSecret: string;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  seedDemo: boolean;
  /** Whose X-Forwarded-For counts as the client's address (rate limits, logs); see trust-proxy.ts. */
  trustProxy: TrustProxy;
  corsOrigins: string[];
  /** Origins whose browsers may sign in: the public origin, its loopback twin when BASE_URL is unset, and CORS_ORIGINS. */
  trustedOrigins: string[];
  rateLimitMax: number;
  authRateLimitMax: number;
  logLevel: string;
  /** Where the built web client lives; served when present. */
  staticDir: string;
  /** The bearer token GET /metrics asks for; unset, the endpoint does not exist. */
  metricsToken: string | undefined;
  /** Pages may be drawn in the tests' pseudo-locale, en-XA, when a reader asks for it (decision 0149). */
  pseudoLocale: boolean;
  /** SMTP for password-reset mail; unset, each mail is written to DATA_DIR/outbox and its link logged. */
  mail: MailConfig | undefined;
  /**
   * The `mailto:` target of List-Unsubscribe beside the one-click https link, for an operator whose
   * mailbox acts on unsubscribe mail. Unset, none: a mailto that nobody reads would drop the request.
   */
  unsubscribeMailto?: string | undefined;
  /**
   * How often the job worker looks for work other instances queued or that came due (a retry). Work
   * queued by this instance starts at once.
   */
  jobPollIntervalMs: number;
  /**
   * The bytes each instance's public cache (anonymous pages, feeds, public API answers) may hold with
   * their compressed copies; beyond it the least recently read go (decision 0133).
   */
  pageCacheMaxBytes: number;
  /**
   * A CDN's purge endpoint and its bearer token: after each write the site POSTs the cache tags it
   * touched (`{"tags": […]}`) there, through the outbound guard (cdn-purge/, decision 0134). Unset, none.
   */
  cdnPurge?: { url: string; token: string | undefined } | undefined;
  /** On SIGTERM, how long readiness answers 503 while the instance still serves, before it stops accepting. */
  shutdownDelayMs: number;
  /**
   * Which outbound connections are refused (egress/): in production private and special addresses,
   * save the hosts and ranges of OUTBOUND_ALLOW; outside it nothing, so a developer can federate with
   * a server on their own machine.
   */
  egress: EgressSettings;
  /**
   * Inbox POSTs a minute from one sending server (the host of the signature's key, else the client
   * address). A busy server delivering many posts' replies shares it, so it is well above one reader's pace.
   */
  federationInboxRateLimit: number;
  /** Media in a bucket when S3_BUCKET is set; undefined keeps it in DATA_DIR. */
  s3: S3Config | undefined;
};

export function isPostgresUrl(url: string): boolean {
  return url.startsWith("postgres://") || url.startsWith("postgresql://");
}

/** The data folder holds the database and the auth secret: nobody but the app's user may list or read it. */
export function ensureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
}

/** A secret that survives restarts without the operator having to set one, so sessions stay valid. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  ensureDataDir(dataDir);
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The configuration of a command run by an operator: the environment, with `.env` filling the gaps. */
export function loadConfigFromEnvironment(): Config {
  try {
    process.loadEnvFile?.(".env");
  } catch {
    // No .env file is the normal case.
  }
  return loadConfig();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const outboundAllow = parseOutboundAllow(e.OUTBOUND_ALLOW);
  const problems = [
    ...("problem" in trustProxy ? [`TRUST_PROXY: ${trustProxy.problem}`] : []),
    ...("problem" in outboundAllow ? [`OUTBOUND_ALLOW: ${outboundAllow.problem}`] : []),
    // A generated secret lives on one machine's disk; in production it must be deliberate and shared by every instance.
    ...(production && !e.AUTH_SECRET
      ? [
          "AUTH_SECRET: must be set when NODE_ENV=production (at least 32 characters, e.g. the output of `openssl rand -hex 32`).",
        ]
      : []),
    // Half a mail setting is a mistake, not a wish for the outbox: say so rather than lose the mail.
    ...(Boolean(e.SMTP_URL) !== Boolean(e.MAIL_FROM)
      ? ["SMTP_URL and MAIL_FROM: set both (to send mail by SMTP) or neither (to write mail to DATA_DIR/outbox)."]
      : []),
    ...(Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)
      ? ["S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK's own credentials."]
      : []),
  ];
  if (problems.length > 0 || "problem" in trustProxy || "problem" in outboundAllow) {
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/u, "");
  const corsOrigins = e.CORS_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  // With no BASE_URL a local user may open either localhost or 127.0.0.1; both must be able to sign in.
  const loopbackTwin = e.BASE_URL ? [] : [`http://127.0.0.1:${e.PORT}`];
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? path.join(e.DATA_DIR, "inkwell.db"),
    redisUrl: e.REDIS_URL,
    baseUrl,
    authSecret: e.AUTH_SECRET ?? persistedSecret(e.DATA_DIR),
    google,
    // Demo writers with a published password have no place on a production site unless asked for.
    seedDemo: e.SEED_DEMO ?? !production,
    trustProxy: trustProxy.value,
    corsOrigins,
    trustedOrigins: [baseUrl, ...loopbackTwin, ...corsOrigins],
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    // An empty value (METRICS_TOKEN= in .env) means "off", never "the empty token".
    metricsToken: e.METRICS_TOKEN || undefined,
    pseudoLocale: e.INKWELL_PSEUDO_LOCALE ?? false,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    unsubscribeMailto: e.UNSUBSCRIBE_MAILTO || undefined,
    jobPollIntervalMs: e.JOB_POLL_INTERVAL_MS,
    pageCacheMaxBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    cdnPurge: e.CDN_PURGE_URL ? { url: e.CDN_PURGE_URL, token: e.CDN_PURGE_TOKEN || undefined } : undefined,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    egress: { refusePrivate: production, allow: outboundAllow },
    federationInboxRateLimit: e.FEDERATION_INBOX_RATE_LIMIT,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION || "us-east-1",
          endpoint: e.S3_ENDPOINT || undefined,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          publicUrl: e.S3_PUBLIC_URL ? e.S3_PUBLIC_URL.replace(/\/$/u, "") : undefined,
        }
      : undefined,
  };
}
