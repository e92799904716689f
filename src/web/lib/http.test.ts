import { testI18n } from "@test/web/i18n";
import { adoptPageI18n } from "@web/i18n/pageCatalogues";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, api } from "./api";
import { errorPayload, UNREACHABLE_MESSAGE, unreachableMessage } from "./http";

describe("errorPayload", () => {
  it("reads a translated failure's message and the English beside it (decision 0146)", () => {
    expect(errorPayload({ message: "Eine Serie braucht einen Titel.", english: "A series needs a title." })).toEqual({
      message: "Eine Serie braucht einen Titel.",
      english: "A series needs a title.",
      issues: [],
    });
  });

  it("takes an English message as its own English, and survives a body of another shape", () => {
    expect(errorPayload({ message: "No such series.", issues: ["one", 2] })).toEqual({
      message: "No such series.",
      english: "No such series.",
      issues: ["one"],
    });
    expect(errorPayload("<html>")).toEqual({ message: "", english: "", issues: [] });
  });
});

describe("a server out of reach (issue 59)", () => {
  afterEach(() => {
    adoptPageI18n(undefined);
    vi.unstubAllGlobals();
  });

  it("is said in the page's language, its English kept to compare against", async () => {
    adoptPageI18n(testI18n("es"));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const failure = await api("/blogs").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 0,
      message: "No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.",
      english: UNREACHABLE_MESSAGE,
    });
  });

  it("is SPEC's English where no page adopted an I18n (the server, the tests)", () => {
    expect(unreachableMessage()).toBe(UNREACHABLE_MESSAGE);
  });
});

describe("a failure the server gave no words for", () => {
  afterEach(() => {
    adoptPageI18n(undefined);
    vi.unstubAllGlobals();
  });

  const bareFailure = () =>
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
      ),
    );

  it("names its status in the page's language, with the English to compare", async () => {
    adoptPageI18n(testI18n("de"));
    bareFailure();
    const failure = await api("/blogs").catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 502,
      message: "Die Anfrage ist fehlgeschlagen (502).",
      english: "Request failed (502).",
    });
  });

  it("is English where no page adopted an I18n", async () => {
    bareFailure();
    const failure = await api("/blogs").catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, message: "Request failed (502).", english: "Request failed (502)." });
  });
});
