import { webcrypto } from "node:crypto";
import { exportJwk, generateCryptoKeyPair } from "@fedify/fedify";
import type { Store } from "../db/connect";
import { now } from "../db/ids";

/** The algorithms a writer signs with: RSA for HTTP Signatures everyone checks, Ed25519 for Object Integrity Proofs. */
const KEY_TYPES = [
  { type: "rsa", algorithm: "RSASSA-PKCS1-v1_5", importAs: { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } },
  { type: "ed25519", algorithm: "Ed25519", importAs: { name: "Ed25519" } },
] as const;

/**
 * Fedify's importJwk, done here: on Node 20 its Ed25519 branch reads the global `navigator`, which
 * Node has only since 21, and throws (decision 0039). The parameters are the ones Fedify uses.
 */
async function importKey(
  jwk: string,
  importAs: (typeof KEY_TYPES)[number]["importAs"],
  kind: "public" | "private",
): Promise<CryptoKey> {
  return webcrypto.subtle.importKey("jwk", JSON.parse(jwk), importAs, true, kind === "public" ? ["verify"] : ["sign"]);
}

/**
 * A writer's key pairs, RSA first (Fedify signs HTTP requests with the first RSA key). Made and stored
 * on first need; if two requests make them at once, the first stored wins and both use it, so a
 * writer never has two keys of one type.
 */
export async function actorKeyPairs(store: Store, userId: string): Promise<CryptoKeyPair[]> {
  const pairs: CryptoKeyPair[] = [];
  for (const { type, algorithm, importAs } of KEY_TYPES) {
    let row = await store.db
      .selectFrom("actor_key")
      .select(["public_jwk", "private_jwk"])
      .where("user_id", "=", userId)
      .where("type", "=", type)
      .executeTakeFirst();
    if (!row) {
      const made = await generateCryptoKeyPair(algorithm);
      await store.db
        .insertInto("actor_key")
        .values({
          user_id: userId,
          type,
          public_jwk: JSON.stringify(await exportJwk(made.publicKey)),
          private_jwk: JSON.stringify(await exportJwk(made.privateKey)),
          created_at: now(),
        })
        .onConflict((conflict) => conflict.columns(["user_id", "type"]).doNothing())
        .execute();
      row = await store.db
        .selectFrom("actor_key")
        .select(["public_jwk", "private_jwk"])
        .where("user_id", "=", userId)
        .where("type", "=", type)
        .executeTakeFirstOrThrow();
    }
    pairs.push({
      publicKey: await importKey(row.public_jwk, importAs, "public"),
      privateKey: await importKey(row.private_jwk, importAs, "private"),
    });
  }
  return pairs;
}
