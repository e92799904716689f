import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { signRequest } from "@fedify/fedify";
import { Follow } from "@fedify/vocab";
import type { Config } from "@server/config";
import { createTestApp, type TestApp } from "./harness";
import type { RemoteServer } from "./remote-actor";

/** A loopback port free right now, so the app can be built with the base URL it will listen on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * An app listening on loopback at the address its base URL names, as other servers must reach it to
 * fetch its actors and check its signatures. Another process may take the probed port first; listening
 * then fails, and a new port is tried.
 */
export async function startFederatedApp(databaseUrl: string, overrides: Partial<Config> = {}): Promise<TestApp> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const t = await createTestApp(databaseUrl, { baseUrl: base, trustedOrigins: [base], ...overrides });
    try {
      await t.app.listen({ port, host: "127.0.0.1" });
      return t;
    } catch (error) {
      await t.close();
      if (attempt >= 5) throw error;
    }
  }
}

/**
 * A Follow of a writer signed by the loopback reader and posted straight to the writer's inbox, as it
 * would arrive even when the writer's actor cannot be looked up. Answers the inbox's HTTP status.
 */
export async function postSignedFollow(t: TestApp, remote: RemoteServer, writerId: string): Promise<number> {
  const base = t.app.config.baseUrl;
  const follow = new Follow({
    id: new URL(`${remote.base}/follows/${randomBytes(4).toString("hex")}`),
    actor: remote.actorUri,
    object: new URL(`${base}/ap/users/${writerId}`),
  });
  const [rsa] = await remote.keys();
  if (!rsa) throw new Error("no key");
  const signed = await signRequest(
    new Request(`${base}/ap/users/${writerId}/inbox`, {
      method: "POST",
      headers: { "content-type": "application/activity+json" },
      body: JSON.stringify(await follow.toJsonLd()),
    }),
    rsa.privateKey,
    rsa.keyId,
    { spec: "draft-cavage-http-signatures-12" },
  );
  return (await fetch(signed.url, { method: "POST", headers: signed.headers, body: await signed.text() })).status;
}
