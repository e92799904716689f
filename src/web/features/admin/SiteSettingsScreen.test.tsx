import type { SiteSettings } from "@shared/site-settings";
import { stubApi } from "@test/web/apiStub";
import { renderScreen } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteSettingsScreen } from "./SiteSettingsScreen";

vi.mock("@web/lib/toast");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const SETTINGS: SiteSettings = {
  title: "Inkwell",
  description: "A home for curious writers.",
  icon: null,
  accentColor: "#1a73e8",
  socialImage: null,
  navigation: null,
  defaultLanguage: "en",
};

/** The settings as stored, and the server's answer to a save. */
function serve(put: { status?: number; json?: unknown } = { json: SETTINGS }) {
  return stubApi(({ method, path }) => {
    if (path === "/auth/token") return { json: { token: "h.e30.s" } };
    if (method === "GET" && path === "/admin/settings") return { json: SETTINGS };
    if (method === "PUT" && path === "/admin/settings") return put;
    return undefined;
  });
}

describe("Admin → Site settings", () => {
  it("shows the stored settings and says when they are saved", async () => {
    const { calls } = serve();
    renderScreen(<SiteSettingsScreen />);
    expect(await screen.findByLabelText("Site title")).toHaveValue("Inkwell");
    expect(screen.getByRole("heading", { level: 1, name: "Site settings" })).toBeInTheDocument();
    expect(screen.getByLabelText("Accent colour code")).toHaveValue("#1a73e8");
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "Settings saved."));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ title: "Inkwell" });
  });
});

describe("Admin → Site settings in the reader's language (issue 59)", () => {
  it("draws the form in German, says the save in German and shows the server's German refusal", async () => {
    serve({
      status: 400,
      json: { message: "Die Website braucht einen Titel.", english: "The site needs a title." },
    });
    renderScreen(<SiteSettingsScreen />, { language: "de" });
    const title = await screen.findByLabelText("Titel der Website");
    expect(screen.getByRole("heading", { level: 1, name: "Website-Einstellungen" })).toBeInTheDocument();
    expect(screen.getByLabelText("Beschreibung")).toHaveAccessibleDescription(
      "Wird in Suchergebnissen, Feeds und Linkvorschauen verwendet.",
    );
    expect(screen.getByRole("group", { name: "Akzentfarbe" })).toBeInTheDocument();
    expect(screen.getByLabelText("Code der Akzentfarbe")).toHaveValue("#1a73e8");
    expect(screen.getByRole("button", { name: "Farbe des Designs verwenden" })).toBeInTheDocument();
    expect(screen.getByLabelText("Standardsprache")).toHaveValue("en");
    const user = userEvent.setup();
    await user.clear(title);
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Website braucht einen Titel.");
    expect(showToast).not.toHaveBeenCalled();
  });

  it("draws the form in Arabic and says the save in Arabic", async () => {
    serve();
    renderScreen(<SiteSettingsScreen />, { language: "ar" });
    expect(await screen.findByLabelText("عنوان الموقع")).toHaveValue("Inkwell");
    expect(screen.getByRole("heading", { level: 1, name: "إعدادات الموقع" })).toBeInTheDocument();
    expect(screen.getByLabelText("رابط URL للشعار")).toBeInTheDocument();
    expect(screen.getByLabelText("صورة المشاركة الافتراضية")).toBeInTheDocument();
    expect(screen.getByLabelText("اللغة الافتراضية")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "حفظ" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "حُفظت الإعدادات."));
  });
});
