import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from "@fedify/fedify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { isEgressRefusal } from "../egress/errors";
import { PermanentJobError } from "../jobs/errors";
import type { JobQueue } from "../jobs/queue";

/** The job kind whose payload is one of Fedify's queue messages (outbox deliveries, fan-outs). */
export const FEDIFY_JOB = "fedify";

/** Fedify's messages are opaque JSON objects; only their `type` is checked, the rest is Fedify's. */
const messageSchema = z.looseObject({ type: z.string() });

type Listener = (message: unknown) => Promise<void> | void;

/**
 * Fedify's `MessageQueue` over the app's one durable job queue (docs/decisions/0035 and 0039): each
 * message is a `fedify` job, so deliveries survive restarts and run with our leases and backoff.
 * `nativeRetrial` is true: a delivery that fails throws out of the listener and the job is retried by
 * our queue (up to its attempts), and Fedify does not enqueue retries of its own beside it.
 * `listen` only records the handler; the job worker runs from ready to close, and a job taken while
 * nobody listens fails transiently and is tried again. `orderingKey` is not honoured (we pass none).
 */
export function createJobMessageQueue(
  jobs: JobQueue,
  deps: { db: () => Kysely<Database>; now: () => number },
): MessageQueue {
  let listener: Listener | undefined;

  jobs.register(FEDIFY_JOB, {
    schema: messageSchema,
    run: async (message) => {
      const current = listener;
      if (!current) throw new Error("Fedify is not listening to its queue yet.");
      try {
        await current(message);
      } catch (error) {
        // An inbox on our own network stays there: trying again would only knock on it again.
        if (isEgressRefusal(error)) throw new PermanentJobError("The inbox is at a refused address.", { cause: error });
        throw error;
      }
    },
  });

  /**
   * Node 20: Fedify's worker imports each queued key with `importJwk`, whose Ed25519 branch reads the
   * global `navigator` (Node 21+) and throws (the same bug keys.ts works around). Deliveries sign HTTP
   * requests with the RSA key only, and the activity's proofs were made before it was queued, so the
   * Ed25519 keys are left out of the stored message: nothing breaks, and one private key fewer is at
   * rest in the job table. Goes once Inkwell requires Node 22.
   */
  const stored = (message: unknown): unknown => {
    if (typeof message !== "object" || message === null || !("keys" in message) || !Array.isArray(message.keys)) {
      return message;
    }
    const keys = message.keys.filter((key: { privateKey?: { kty?: string } } | null) => key?.privateKey?.kty !== "OKP");
    return { ...message, keys };
  };

  const runAt = (options?: MessageQueueEnqueueOptions) => {
    const delay = options?.delay ? Math.max(0, options.delay.total({ unit: "millisecond" })) : 0;
    return deps.now() + Math.ceil(delay);
  };

  return {
    nativeRetrial: true,
    enqueue: async (message: unknown, options?: MessageQueueEnqueueOptions) => {
      await jobs.enqueue(deps.db(), { kind: FEDIFY_JOB, payload: stored(message), runAt: runAt(options) });
    },
    enqueueMany: async (messages: readonly unknown[], options?: MessageQueueEnqueueOptions) => {
      const at = runAt(options);
      await jobs.enqueueMany(
        deps.db(),
        messages.map((message) => ({ kind: FEDIFY_JOB, payload: stored(message), runAt: at })),
      );
    },
    listen: (handler: Listener, options?: MessageQueueListenOptions) => {
      listener = handler;
      const signal = options?.signal;
      // Never rejects; resolves when the signal aborts (never without one), as Fedify expects.
      return new Promise<void>((resolve) => {
        if (!signal) return;
        const stop = () => {
          if (listener === handler) listener = undefined;
          resolve();
        };
        if (signal.aborted) stop();
        else signal.addEventListener("abort", stop, { once: true });
      });
    },
  };
}
