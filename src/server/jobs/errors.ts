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
