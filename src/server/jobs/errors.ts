/**
 * Thrown by a handler when trying again cannot help (the mail server refused the address, the payload
 * is not what the handler reads): the job is recorded failed at once. Any other error is taken as
 * transient and the job is retried later.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}

/**
 * Thrown by a handler when what the job needs is down (the mail server does not answer): the job is
 * retried with backoff like any transient failure, but the queue says so once a minute per kind rather
 * than once per job, so an outage during a send to thousands is one line in the log, not thousands.
 */
export class ServiceUnavailableJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ServiceUnavailableJobError";
  }
}
