import type { FastifyBaseLogger } from "fastify";
import { type Dispatcher, request } from "undici";
import { z } from "zod";
import type { Config } from "../config";
import { isEgressRefusal } from "../egress/errors";
import { PermanentJobError } from "../jobs/errors";
import type { JobHandler } from "../jobs/queue";

/** Tags per request: what Cloudflare's purge API takes in one call. */
export const TAGS_PER_REQUEST = 30;

/** How much of a refusing answer's body goes into the job's error, for the operator (Cloudflare's JSON says why). */
const BODY_IN_ERROR = 300;

/** A purge job's payload: the tags one drained batch touched, each once. */
export const purgePayloadSchema = z.object({ tags: z.array(z.string().min(1).max(1024)).min(1) });
export type PurgePayload = z.infer<typeof purgePayloadSchema>;

/** Statuses that may pass: the endpoint is busy or down, not wrongly set up. */
const transient = (status: number) => status === 408 || status === 429 || status >= 500;

/** The endpoint as errors and logs name it: no query string, which might carry a secret. */
function endpointName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** POSTs one request's tags; throws what the job queue reads as retry (Error) or give up (PermanentJobError). */
async function postTags(
  target: NonNullable<Config["cdnPurge"]>,
  tags: readonly string[],
  dispatcher: Dispatcher,
): Promise<void> {
  const endpoint = endpointName(target.url);
  let response: Dispatcher.ResponseData;
  try {
    response = await request(target.url, {
      method: "POST",
      dispatcher,
      headers: {
        "content-type": "application/json",
        ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      },
      body: JSON.stringify({ tags }),
    });
  } catch (error) {
    if (isEgressRefusal(error)) {
      throw new PermanentJobError(
        `The egress guard refused CDN_PURGE_URL (${endpoint}): a private address in production needs OUTBOUND_ALLOW.`,
        { cause: error },
      );
    }
    throw new Error(`The CDN's purge endpoint ${endpoint} did not answer.`, { cause: error });
  }
  const { statusCode: status } = response;
  const body = (await response.body.text().catch(() => "")).slice(0, BODY_IN_ERROR);
  if (status >= 200 && status < 300) return;
  if (transient(status)) throw new Error(`The CDN's purge endpoint ${endpoint} answered ${status}: ${body}`);
  // A wrong URL or token does not fix itself; the failed job says what the endpoint answered.
  throw new PermanentJobError(`The CDN's purge endpoint ${endpoint} refused the purge with ${status}: ${body}`);
}

export type PurgeHandlerDeps = {
  /** Read at each run, so a job outlives a change of settings: the CDN set now is the one purged. */
  target: () => Config["cdnPurge"];
  dispatcher: Dispatcher;
  log: FastifyBaseLogger;
};

/**
 * Sends a batch's tags to CDN_PURGE_URL as `{"tags": […]}`, TAGS_PER_REQUEST at a time, with the bearer
 * token when one is set. A failure after some requests went through sends them again on the retry: a
 * purge repeated costs the CDN one more fetch of each page, nothing more.
 */
export function cdnPurgeHandler(deps: PurgeHandlerDeps): JobHandler<PurgePayload> {
  return {
    schema: purgePayloadSchema,
    run: async ({ tags }) => {
      const target = deps.target();
      if (!target) {
        // Queued while a CDN was set, which no longer is: there is nothing to purge.
        deps.log.info({ tags: tags.length }, "CDN_PURGE_URL is no longer set; a queued purge is dropped");
        return;
      }
      for (let start = 0; start < tags.length; start += TAGS_PER_REQUEST) {
        await postTags(target, tags.slice(start, start + TAGS_PER_REQUEST), deps.dispatcher);
      }
    },
  };
}
