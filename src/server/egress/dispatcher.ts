import { isIP } from "node:net";
import { Agent, buildConnector, type Dispatcher } from "undici";
import { parseAddress } from "./address-rule";
import { EgressRefusedError } from "./errors";
import { pinnedLookup, type Resolve, systemResolve } from "./pinned-lookup";
import type { EgressPolicy } from "./policy";

/** Limits of every outbound request; a remote server must not hold a worker or our memory. */
export type EgressLimits = {
  /** Connecting, TLS included. */
  connectTimeoutMs: number;
  /** Until the response's headers; and, separately, the longest pause between two pieces of its body. */
  idleTimeoutMs: number;
  /** From the request's start to its last byte: a server trickling a byte a second is cut off here. */
  totalTimeoutMs: number;
  /** The largest response body; the request fails when a larger one arrives. */
  maxResponseBytes: number;
};

export const EGRESS_LIMITS: EgressLimits = {
  connectTimeoutMs: 10_000,
  idleTimeoutMs: 15_000,
  totalTimeoutMs: 30_000,
  // Above the upload cap (5 MiB), which imported images are held to on their own.
  maxResponseBytes: 10 * 1024 * 1024,
};

export type EgressOptions = {
  /** Resolves host names; dns.lookup unless a test plays a hostile DNS server. */
  resolve?: Resolve;
  onRefused?: (host: string, address: string) => void;
  limits?: Partial<EgressLimits>;
};

export class EgressTimeoutError extends Error {
  readonly code = "EGRESS_TIMEOUT";
  constructor(ms: number) {
    super(`The remote server took longer than ${ms / 1000} s to answer.`);
    this.name = "EgressTimeoutError";
  }
}

/** Cuts a request off `ms` after it starts, whatever pace its body arrives at. */
function totalDeadline(ms: number): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => {
    let timer: NodeJS.Timeout | undefined;
    const stop = () => clearTimeout(timer);
    const timed: Dispatcher.DispatchHandler = {
      ...handler,
      onRequestStart(controller, context) {
        timer = setTimeout(() => controller.abort(new EgressTimeoutError(ms)), ms);
        timer.unref();
        handler.onRequestStart?.(controller, context);
      },
      onRequestUpgrade(controller, statusCode, headers, socket) {
        stop();
        handler.onRequestUpgrade?.(controller, statusCode, headers, socket);
      },
      onResponseStart: (controller, statusCode, headers, statusMessage) =>
        handler.onResponseStart?.(controller, statusCode, headers, statusMessage),
      onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
      onResponseEnd(controller, trailers) {
        stop();
        handler.onResponseEnd?.(controller, trailers);
      },
      onResponseError(controller, error) {
        stop();
        handler.onResponseError?.(controller, error);
      },
    };
    return dispatch(options, timed);
  };
}

/**
 * The one way out: an undici dispatcher whose connections are opened only to addresses the policy
 * allows. Names are resolved once by the socket's own lookup and the checked address is the one
 * connected to (no DNS rebinding); literal addresses, which never reach a lookup, are checked by the
 * connector. Every redirect `fetch` follows opens its connection through here again, and so is checked.
 */
export function createEgressDispatcher(policy: EgressPolicy, options: EgressOptions = {}): Dispatcher {
  const limits = { ...EGRESS_LIMITS, ...options.limits };
  const onRefused = options.onRefused ?? (() => {});
  const lookup = pinnedLookup(options.resolve ?? systemResolve, policy, onRefused);
  const connect = buildConnector({ lookup, timeout: limits.connectTimeoutMs });
  const guarded: buildConnector.connector = (target, callback) => {
    const host = target.hostname.replace(/^\[|\]$/gu, "");
    // `inet_aton` forms (`2130706433`) are not literals to `isIP`; getaddrinfo resolves them, and the
    // lookup then checks the address, but they are refused here without asking DNS at all.
    const literal = isIP(host) !== 0 || parseAddress(host) !== undefined;
    if (literal && policy.refuses(host, parseAddress(host)?.toString() ?? host)) {
      onRefused(host, host);
      callback(new EgressRefusedError(host), null);
      return;
    }
    connect(target, callback);
  };
  return new Agent({
    connect: guarded,
    headersTimeout: limits.idleTimeoutMs,
    bodyTimeout: limits.idleTimeoutMs,
    maxResponseSize: limits.maxResponseBytes,
  }).compose(totalDeadline(limits.totalTimeoutMs));
}
