import { DEFAULT_SITE_SETTINGS } from "@shared/site";
import { AUTHOR, fakeAuth, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PostLanguageFields } from "./PostLanguageFields";

afterEach(() => {
  vi.unstubAllGlobals();
});

const bind = (key: "language" | "translationOf") => ({ name: key, value: "", onChange: () => undefined });

describe("PostLanguageFields", () => {
  it("shows the site's default language, the admin's setting, as the Language field's default", async () => {
    stubFetch({ "GET /api/site": () => ({ json: { ...DEFAULT_SITE_SETTINGS, defaultLanguage: "es" } }) });
    renderScreen(<PostLanguageFields idPrefix="new" errors={{}} bind={bind} />, { auth: fakeAuth({ user: AUTHOR }) });
    const field = screen.getByRole("combobox", { name: "Language" });
    await vi.waitFor(() => expect(field).toHaveAttribute("placeholder", "es"));
    expect(screen.getByText(/Spanish \(es\)/u)).toBeInTheDocument();
  });
});
