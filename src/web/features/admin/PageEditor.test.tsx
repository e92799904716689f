import type { InterfaceLocale } from "@shared/locales";
import type { SitePage, SitePageRevisionSummary } from "@shared/site-page-schemas";
import { stubApi } from "@test/web/apiStub";
import { renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { richEditorLoaded } from "@web/components/rich-editor/LazyRichEditor";
import { showToast } from "@web/lib/toast";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PagesScreen } from "./PagesScreen";

// As the admin's route would by the time the editor draws: the rich editor's code is here.
beforeAll(() => richEditorLoaded);

vi.mock("@web/lib/toast");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const PAGE: SitePage = {
  id: "p1",
  slug: "about",
  title: "About us",
  description: "Who we are.",
  body: "We write.",
  status: "published",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  publishedAt: "2026-11-01T10:00:00.000Z",
};
const VERSION: SitePageRevisionSummary = { id: "r1", at: "2026-11-10T10:00:00.000Z", title: "About" };

/** One stored page, its history and a delete that works; the page `gone` answers 404. */
function openPage(language: InterfaceLocale, at = "/admin/pages/p1") {
  const api = stubApi(({ method, path }) => {
    if (path === "/auth/token") return { json: { token: "h.e30.s" } };
    if (method === "GET" && path === "/admin/pages/p1") return { json: PAGE };
    if (method === "GET" && path === "/admin/pages/gone") {
      return { status: 404, json: { message: "Diese Seite gibt es nicht.", english: "There is no such page." } };
    }
    if (method === "GET" && path === "/admin/pages/p1/revisions") return { json: [VERSION] };
    if (method === "POST" && path === "/admin/pages/p1/revisions/r1/restore") return { json: PAGE };
    if (method === "DELETE" && path === "/admin/pages/p1") return { json: {} };
    if (method === "GET" && path === "/admin/pages") return { json: [] };
    return undefined;
  });
  const view = renderScreen(<PagesScreen />, { path: "/admin/pages/*", at, language });
  return { ...view, ...api };
}

describe("Admin > a page's editor in the reader's language (issue 59)", () => {
  it("draws the page's form in German and says its deletion in German", async () => {
    const { calls } = openPage("de");
    expect(await screen.findByRole("heading", { level: 1, name: "„About us“ bearbeiten" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Alle Seiten" })).toHaveAttribute("href", "/admin/pages");
    expect(screen.getByText(/^Veröffentlicht unter/u)).toHaveTextContent("Veröffentlicht unter /about.");
    expect(screen.getByLabelText("Titel")).toHaveValue("About us");
    expect(screen.getByLabelText("Adresse")).toHaveValue("about");
    expect(screen.getByLabelText("Beschreibung")).toHaveValue("Who we are.");
    expect(screen.getByRole("button", { name: "Aktualisieren" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zurückziehen" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Verlauf" })).toBeInTheDocument();

    const user = userEvent.setup();
    const deleting = screen.getByRole("region", { name: "Diese Seite löschen" });
    await user.click(within(deleting).getByRole("button", { name: "Seite löschen" }));
    expect(deleting).toHaveTextContent(
      "„About us“ und seine früheren Versionen endgültig löschen? Seine Adresse wird mit 404 antworten.",
    );
    expect(within(deleting).getByRole("button", { name: "Behalten" })).toBeInTheDocument();
    await user.click(within(deleting).getByRole("button", { name: "Endgültig löschen" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "Seite gelöscht."));
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
  });

  it("says a missing page in German, with the way back", async () => {
    openPage("de", "/admin/pages/gone");
    expect(await screen.findByRole("alert")).toHaveTextContent("Diese Seite gibt es nicht mehr.");
    expect(screen.getByRole("link", { name: "Zurück zu den Seiten" })).toHaveAttribute("href", "/admin/pages");
  });

  it("opens the history and restores a version in Arabic", async () => {
    openPage("ar");
    expect(await screen.findByRole("heading", { level: 1, name: "تعديل «About us»" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "→ كل الصفحات" })).toBeInTheDocument();
    expect(screen.getByLabelText("العنوان")).toHaveValue("About us");
    expect(screen.getByLabelText("الرابط")).toHaveValue("about");
    expect(screen.getByRole("button", { name: "تحديث" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إلغاء النشر" })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "عرض النسخ السابقة" }));
    const versions = await screen.findByRole("list", { name: "النسخ السابقة" });
    const when = new Date(VERSION.at).toLocaleString("ar", { dateStyle: "medium", timeStyle: "short" });
    await user.click(within(versions).getByRole("button", { name: `استعادة النسخة المحفوظة في ${when}` }));
    expect(
      await screen.findByText(`استُعيدت النسخة المحفوظة في ${when}. ويُحتفظ بالنص الذي استبدلته في السجل.`),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إخفاء النسخ السابقة" })).toBeInTheDocument();
  });
});
