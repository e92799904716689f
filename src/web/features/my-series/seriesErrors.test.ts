import { SERIES_MESSAGES } from "@shared/series";
import { ApiRequestError } from "@web/lib/api";
import { describe, expect, it } from "vitest";
import { seriesFieldErrors as withFallback } from "./seriesErrors";

const seriesFieldErrors = (error: unknown) => withFallback(error, "Something went wrong. Please try again.");

describe("seriesFieldErrors", () => {
  it("puts a message under the field it is about", () => {
    expect(seriesFieldErrors(new ApiRequestError(400, SERIES_MESSAGES.titleRequired))).toEqual({
      title: SERIES_MESSAGES.titleRequired,
    });
    expect(seriesFieldErrors(new ApiRequestError(400, SERIES_MESSAGES.descriptionTooLong))).toEqual({
      description: SERIES_MESSAGES.descriptionTooLong,
    });
    expect(seriesFieldErrors(new ApiRequestError(403, SERIES_MESSAGES.notYours))).toEqual({
      form: SERIES_MESSAGES.notYours,
    });
  });

  it("finds the field by the English the server sends beside a translated message, and shows the translation", () => {
    const german = "Eine Serie braucht einen Titel.";
    expect(seriesFieldErrors(new ApiRequestError(400, german, [], SERIES_MESSAGES.titleRequired))).toEqual({
      title: german,
    });
  });
});
