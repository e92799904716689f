import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type ActorKeyPair,
  type Context,
  createFederation,
  type Federation,
  generateCryptoKeyPair,
  MemoryKvStore,
} from "@fedify/fedify";
import { Accept, Activity, Endpoints, Note, Person } from "@fedify/vocab";

/**
 * Another fediverse server for tests: Fedify on a loopback port of its own, with one actor, `reader`,
 * whose inbox keeps every activity it is sent (after Fedify has checked its signature), and which serves
 * the notes a test gives it at `/notes/{id}`, as a Mastodon server serves its statuses.
 */
export type RemoteServer = {
  base: string;
  federation: Federation<void>;
  context: () => Context<void>;
  actorUri: URL;
  /** The reader's keys, for signing requests by hand. */
  keys: () => Promise<ActorKeyPair[]>;
  accepted: Activity[];
  /** Every activity the reader's inboxes took, Accepts included, in order of arrival. */
  received: Activity[];
  /** Actor ids the reader lists as also itself (`alsoKnownAs`), as an account someone moved to does. */
  aliases: string[];
  /** Serves `note` at its id (which must be under `${base}/notes/`) from now on. */
  serveNote: (note: Note) => void;
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Where it listens (any loopback address: tests of the egress guard let one stand for the public
 * internet), and inboxes the reader claims instead of its own, as a hostile actor's document would.
 */
export type RemoteServerOptions = {
  host?: string;
  inbox?: string;
  sharedInbox?: string;
  /** The reader's RSA and Ed25519 key pairs; new ones unless given. A suite that starts many remotes shares one
   * set, since making an RSA key is most of a remote's start-up. */
  keyPairs?: CryptoKeyPair[];
};

/** Key pairs for `startRemoteServer`'s `keyPairs`, made once by a suite that starts many remotes. */
export async function remoteKeyPairs(): Promise<CryptoKeyPair[]> {
  return [await generateCryptoKeyPair("RSASSA-PKCS1-v1_5"), await generateCryptoKeyPair("Ed25519")];
}

export async function startRemoteServer(options: RemoteServerOptions = {}): Promise<RemoteServer> {
  const host = options.host ?? "127.0.0.1";
  const accepted: Activity[] = [];
  const received: Activity[] = [];
  const notes = new Map<string, Note>();
  const aliases: string[] = [];
  const keyPairs = options.keyPairs ?? (await remoteKeyPairs());
  let federation: Federation<void> | undefined;
  const server = createServer(async (incoming, outgoing) => {
    const body = incoming.method === "GET" || incoming.method === "HEAD" ? undefined : await readBody(incoming);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const request = new Request(`${base}${incoming.url ?? "/"}`, {
      method: incoming.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    const response = federation
      ? await federation.fetch(request, { contextData: undefined })
      : new Response(null, { status: 503 });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const base = `http://${host}:${(server.address() as AddressInfo).port}`;

  const remote = createFederation<void>({ kv: new MemoryKvStore(), origin: base, allowPrivateAddress: true });
  remote
    .setActorDispatcher("/users/{identifier}", async (ctx, identifier) => {
      if (identifier !== "reader") return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: "A Remote Reader",
        inbox: options.inbox ? new URL(options.inbox) : ctx.getInboxUri(identifier),
        endpoints: new Endpoints({
          sharedInbox: options.sharedInbox ? new URL(options.sharedInbox) : ctx.getInboxUri(),
        }),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((pair) => pair.multikey),
        aliases: aliases.map((alias) => new URL(alias)),
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === "reader" ? keyPairs : []));
  remote
    .setInboxListeners("/users/{identifier}/inbox", "/inbox")
    .on(Accept, (_ctx, accept) => {
      accepted.push(accept);
      received.push(accept);
    })
    .on(Activity, (_ctx, activity) => {
      received.push(activity);
    });
  remote.setObjectDispatcher(Note, "/notes/{id}", (_ctx, { id }) => notes.get(id) ?? null);
  federation = remote;

  const context = () => remote.createContext(new URL(base), undefined);
  return {
    base,
    federation: remote,
    context,
    actorUri: context().getActorUri("reader"),
    keys: () => context().getActorKeyPairs("reader"),
    accepted,
    received,
    aliases,
    serveNote: (note) => {
      const id = note.id?.href.slice(`${base}/notes/`.length);
      if (!id || !note.id?.href.startsWith(`${base}/notes/`)) throw new Error("a served note's id is under /notes/");
      notes.set(id, note);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
