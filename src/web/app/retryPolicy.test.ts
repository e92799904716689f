import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../lib/api";
import { isRetryable, MAX_QUERY_RETRIES, shouldRetryQuery } from "./retryPolicy";

describe("the query retry policy", () => {
  it.each([0, 408, 500, 502, 503, 504])("retries a %i once", (status) => {
    const error = new ApiRequestError(status, "failed");
    expect(isRetryable(error)).toBe(true);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, error)).toBe(false);
  });

  it.each([400, 401, 403, 404, 409, 413, 422, 429, 501, 505])(
    "never retries a %i: asking again cannot help",
    (status) => {
      expect(shouldRetryQuery(0, new ApiRequestError(status, "failed"))).toBe(false);
    },
  );

  it("never retries an error thrown by the client's own code (a bug repeats)", () => {
    expect(shouldRetryQuery(0, new TypeError("x is undefined"))).toBe(false);
  });
});
