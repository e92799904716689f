import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PASSWORD_MESSAGES } from "@shared/password";
import { authGet, authPost } from "@test/server/auth";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { captureLogs } from "@test/server/log-lines";
import { bearer, cookieHeader, signUpUser, type TestUser } from "@test/server/users";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxDir } from "../mail/outbox";
import { RESET_LINK_LIFETIME_SECONDS } from "./password-reset";

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free loopback port that keeps what it receives; plain text, with a login. */
async function startSmtpServer() {
  const received: Received[] = [];
  let taken = 0;
  const waiting: Array<(mail: Received) => void> = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth: (auth, _session, callback) =>
      auth.username === "inkwell" && auth.password === "s3cret"
        ? callback(null, { user: auth.username })
        : callback(new Error("Invalid username or password")),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://inkwell:s3cret@127.0.0.1:${port}`,
    received,
    /** The oldest mail no test has taken yet, waiting for it if need be. */
    next: () =>
      new Promise<Received>((resolve) => {
        const mail = received[taken++];
        if (mail) resolve(mail);
        else waiting.push(resolve);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail as text: quoted-printable soft breaks and escapes undone when the mail is encoded so. */
function decodedBody(raw: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable$/imu.test(raw)) return raw;
  return raw
    .replace(/=\r?\n/gu, "")
    .replace(/=([0-9A-F]{2})/gu, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/u;

function tokenIn(raw: string): string {
  const match = LINK.exec(decodedBody(raw));
  if (!match?.[1]) throw new Error(`No reset link in:\n${raw}`);
  return match[1];
}

const NEW_PASSWORD = "Fresh#Start9";

describe.each(engines)("forgotten password through a real SMTP server ($name)", ({ url }) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(url(), { mail: { smtpUrl: smtp.url, from: "Inkwell <no-reply@inkwell.test>" } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const requestReset = (email: string) => authPost(t.app, "/request-password-reset", { email });
  const reset = (payload: Record<string, unknown>) => authPost(t.app, "/reset-password", payload);
  const signIn = (user: TestUser, password: string) =>
    authPost(t.app, "/sign-in/email", { email: user.email, password });

  it("mails a one-hour, one-time link that sets a new password and ends every session", async () => {
    const user = await signUpUser(t.app);
    const otherDevice = await signIn(user, user.password);
    expect(otherDevice.statusCode).toBe(200);
    const otherCookie = cookieHeader(otherDevice.headers["set-cookie"]);

    const response = await requestReset(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const mail = await smtp.next();
    expect(mail.from).toBe("no-reply@inkwell.test");
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toMatch(/^Subject: Reset your Inkwell password/mu);
    const token = tokenIn(mail.raw);

    // SPEC's password rules apply to the new password, every failing rule listed.
    const weak = await reset({ token, newPassword: "weak" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues).toEqual([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.number,
    ]);

    const done = await reset({ token, newPassword: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);

    // Every session ended: both browsers' cookies and the API token minted before.
    for (const cookie of [user.cookie, otherCookie]) {
      const session = await authGet(t.app, "/get-session", cookie);
      expect(session.json()).toBeNull();
    }
    expect((await t.app.inject({ url: "/api/myBlogs", headers: bearer(user.token) })).statusCode).toBe(401);

    // Once only.
    const again = await reset({ token, newPassword: "Another#Pass1" });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVALID_TOKEN");

    expect((await signIn(user, user.password)).statusCode).toBe(401);
    expect((await signIn(user, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("stops the link working after an hour", async () => {
    const user = await signUpUser(t.app);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const token = tokenIn((await smtp.next()).raw);
    // better-auth reads the wall clock (Date), so only Date moves; timers and I/O run as usual.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (RESET_LINK_LIFETIME_SECONDS + 60) * 1000);
    const late = await reset({ token, newPassword: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("INVALID_TOKEN");
    vi.useRealTimers();
    expect((await signIn(user, user.password)).statusCode).toBe(200);
  });

  it("answers the same whether or not the address has an account, and mails only accounts", async () => {
    const user = await signUpUser(t.app);
    const known = await requestReset(user.email);
    const unknown = await requestReset("nobody-here@example.com");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await t.app.mailer.idle();
    const mail = await smtp.next();
    expect(mail.to).toEqual([user.email]);
    expect(smtp.received.filter((m) => m.to.includes("nobody-here@example.com"))).toEqual([]);
  });

  it("refuses a made-up token", async () => {
    const response = await reset({ token: "made-up-token", newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_TOKEN");
  });
});

describe.each(engines)("forgotten password without SMTP: the outbox ($name)", ({ url }) => {
  let t: TestApp;
  let dataDir: string;
  const logs = captureLogs();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-outbox-"));
    t = await createTestApp(url(), { dataDir, logLevel: "info" }, undefined, { logStream: logs.logStream });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes each mail to DATA_DIR/outbox, owner-only, and logs the link", async () => {
    const user = await signUpUser(t.app);
    expect((await authPost(t.app, "/request-password-reset", { email: user.email })).statusCode).toBe(200);
    await t.app.mailer.idle();

    const dir = outboxDir(dataDir);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const [file = ""] = files;
    expect(file).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}\\.\\d{3}Z-${user.email.replaceAll(".", "\\.")}\\.eml$`,
        "u",
      ),
    );
    expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    const raw = await readFile(path.join(dir, file), "utf8");
    expect(raw).toMatch(new RegExp(`^To: ${user.email}$`, "mu"));
    const token = tokenIn(raw);

    const [line] = logs.withMessage("mail written to the outbox (SMTP_URL is not set)");
    expect(line).toMatchObject({
      level: 30,
      to: user.email,
      link: `http://localhost:3000/reset-password?token=${token}&lang=en`,
    });

    const done = await authPost(t.app, "/reset-password", { token, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
  });
});
