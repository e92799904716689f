import type { AdminMessage, AdminSubscriber, AdminUser } from "@shared/admin";
import { emptyImportCounts } from "@shared/imports";
import { type AdminReport, type AuditEntry, HELD_REPORT_REASON } from "@shared/moderation-schemas";
import type { Me } from "@shared/profile";
import { stubApi } from "@test/web/apiStub";
import { fakeAuth, READER, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RequireModerator } from "@web/components/RequireModerator";
import { confirmDanger } from "@web/lib/confirm";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPage from "./AdminPage";
import { AuditScreen } from "./AuditScreen";
import { ImportScreen } from "./ImportScreen";
import { MessagesScreen } from "./MessagesScreen";
import { SubscribersScreen } from "./SubscribersScreen";
import { UsersScreen } from "./UsersScreen";

vi.mock("@web/lib/toast");
vi.mock("@web/lib/confirm");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const AT = "2026-11-20T10:00:00.000Z";
const token = { json: { token: "h.e30.s" } };
const me = (role: Me["role"]): Me =>
  ({ id: READER.id, email: READER.email, name: READER.displayName, role }) as unknown as Me;

const report = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  id: "r1",
  targetType: "blog",
  targetId: "b1",
  reason: "Spam links everywhere",
  reporter: { id: "u2", name: "Rita Reader", handle: "rita" },
  count: 2,
  createdAt: AT,
  target: {
    title: "Cheap pills",
    author: { id: "u3", name: "Sam Spammer", handle: "sam" },
    url: "/@sam/cheap-pills",
    hidden: false,
    held: false,
  },
  ...overrides,
});

/** The admin route as the router draws it, in `language`, with the report queue `reports`. */
function showAdmin(language: "de" | "ar", reports: AdminReport[] | "fails", at = "/admin/reports") {
  const api = stubApi(({ method, path }) => {
    if (path === "/auth/token") return token;
    if (path === "/me") return { json: me("admin") };
    if (method === "GET" && path === "/admin/reports") {
      return reports === "fails" ? { status: 500, json: { message: "" } } : { json: reports };
    }
    if (method === "POST" && path.endsWith("/resolve")) return { json: { ok: true } };
    return undefined;
  });
  renderScreen(
    <RequireModerator fallback={<p>404</p>}>
      <AdminPage />
    </RequireModerator>,
    { path: "/admin/*", at, auth: fakeAuth({ user: READER }), language },
  );
  return api;
}

const columnHeaders = () => screen.getAllByRole("columnheader").map((header) => header.textContent);

describe("the admin's people and moderation screens in German (issue 59)", () => {
  it("names the sections and works the report queue in German", async () => {
    const comment: AdminReport["target"] = {
      excerpt: "Buy now",
      author: { id: "u4", name: "Nina New", handle: null },
      url: "/@sam/cheap-pills#c1",
      hidden: false,
      held: true,
    };
    showAdmin("de", [
      report(),
      report({
        id: "r2",
        targetType: "comment",
        reason: HELD_REPORT_REASON,
        reporter: null,
        count: 1,
        target: comment,
      }),
    ]);
    const nav = await screen.findByRole("navigation", { name: "Verwaltungsbereiche" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Meldungen",
      "Benutzer",
      "Nachrichten",
      "Abonnenten",
      "Einstellungen",
      "Seiten",
      "Eigenes CSS",
      "Navigation",
      "Import",
      "Audit-Protokoll",
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Meldungen" })).toBeInTheDocument();
    const card = (await screen.findByRole("link", { name: "Cheap pills" })).closest("li") as HTMLElement;
    expect(card).toHaveTextContent("2 Meldungen");
    expect(card).toHaveTextContent("Gemeldet von");
    expect(card).toHaveTextContent("20. Nov. 2026");
    expect(within(card).getByRole("textbox", { name: /Notiz \(optional\)/u })).toHaveAccessibleDescription(
      "Wird im Audit-Protokoll gespeichert.",
    );
    // The spam rules' own reason is said in German; a reader's stays as they wrote it.
    const held = screen.getByText("Zurückgehalten: viele Links von einem neuen Konto").closest("li") as HTMLElement;
    expect(held).toHaveTextContent("1 Meldung");
    expect(held).toHaveTextContent("Die Spam-Regeln");
    expect(held).toHaveTextContent("Zur Prüfung zurückgehalten");
    expect(card).toHaveTextContent("Spam links everywhere");

    const user = userEvent.setup();
    vi.mocked(confirmDanger).mockResolvedValueOnce(false);
    await user.click(within(card).getByRole("button", { name: "Löschen" }));
    expect(confirmDanger).toHaveBeenCalledWith(
      "Diesen Beitrag löschen?",
      "Der Beitrag wird endgültig entfernt.",
      "Löschen",
    );
    await user.click(within(card).getByRole("button", { name: "Ausblenden" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "Für die Leserschaft ausgeblendet."));
    expect(within(held).getByRole("button", { name: "Freigeben" })).toBeInTheDocument();
    expect(within(held).getByRole("button", { name: "Verwerfen" })).toBeInTheDocument();
  });

  it("says an admin-only section and an unknown one in German", async () => {
    stubApi(({ path }) => {
      if (path === "/auth/token") return token;
      if (path === "/me") return { json: me("moderator") };
      return undefined;
    });
    const view = renderScreen(
      <RequireModerator fallback={<p>404</p>}>
        <AdminPage />
      </RequireModerator>,
      { path: "/admin/*", at: "/admin/users", auth: fakeAuth({ user: READER }), language: "de" },
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Nur ein Administrator kann das tun.");
    await view.router.navigate("/admin/nothing-here");
    expect(await screen.findByRole("heading", { name: "Nicht gefunden" })).toBeInTheDocument();
    expect(screen.getByText("Diesen Verwaltungsbereich gibt es nicht.")).toBeInTheDocument();
  });

  it("lists accounts with German headers, and suspends and changes a role in German", async () => {
    const ada: AdminUser = {
      id: "u2",
      email: "ada@example.com",
      name: "Ada",
      handle: "ada",
      role: "member",
      suspended: false,
      createdAt: AT,
    };
    stubApi(({ method, path }) => {
      if (path === "/auth/token") return token;
      if (method === "GET" && path === "/admin/users") return { json: [ada] };
      if (method === "POST" && path === "/admin/users/u2/suspend") return { json: { ok: true } };
      if (method === "PUT" && path === "/admin/users/u2/role") return { json: { ok: true } };
      return undefined;
    });
    vi.mocked(confirmDanger).mockResolvedValue(true);
    renderScreen(<UsersScreen />, { auth: fakeAuth({ user: READER }), language: "de" });
    expect(screen.getByRole("heading", { level: 1, name: "Benutzer" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nach Name, E-Mail-Adresse oder Handle suchen")).toBeInTheDocument();
    const row = (await screen.findByRole("rowheader", { name: "Ada" })).closest("tr") as HTMLElement;
    expect(columnHeaders()).toEqual(["Name", "E-Mail", "Handle", "Rolle", "Status", "Beigetreten", "Aktionen"]);
    expect(screen.getByRole("region", { name: "Konten" })).toBeInTheDocument();
    expect(row).toHaveTextContent("Aktiv");
    expect(within(row).getByRole("option", { name: "Mitglied" })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole("button", { name: "Ada sperren" }));
    expect(confirmDanger).toHaveBeenCalledWith(
      "Ada sperren?",
      "Die Person wird abgemeldet, kann sich nicht mehr anmelden, und ihre Beiträge und Kommentare bleiben ausgeblendet, bis Sie die Sperre aufheben.",
      "Sperren",
    );
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "Ada ist gesperrt."));
    await user.selectOptions(within(row).getByLabelText("Rolle von Ada"), "moderator");
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "Ada hat jetzt die Rolle Moderator."));
  });

  it("lists subscribers with German counts, headers and cells, and removes one in German", async () => {
    const subscriber: AdminSubscriber = {
      id: "s1",
      email: "reader@example.com",
      status: "confirmed",
      categories: [],
      frequency: "weekly",
      createdAt: AT,
      confirmedAt: AT,
    };
    const travel: AdminSubscriber = {
      ...subscriber,
      id: "s2",
      email: "travel@example.com",
      status: "pending",
      categories: ["Travel", "Food"],
      frequency: "each",
    };
    stubApi(({ method, path }) => {
      if (path === "/auth/token") return token;
      if (method === "GET" && path === "/admin/subscribers") {
        return {
          json: { counts: { pending: 1, confirmed: 1, unsubscribed: 0, total: 2 }, subscribers: [subscriber, travel] },
        };
      }
      if (method === "DELETE" && path === "/admin/subscribers/s1") return { json: { ok: true } };
      return undefined;
    });
    vi.mocked(confirmDanger).mockResolvedValue(true);
    renderScreen(<SubscribersScreen />, { auth: fakeAuth({ user: READER }), language: "de" });
    expect(screen.getByRole("heading", { level: 1, name: "Abonnenten" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "CSV herunterladen" })).toBeInTheDocument();
    const row = (await screen.findByRole("rowheader", { name: "reader@example.com" })).closest("tr") as HTMLElement;
    expect(columnHeaders()).toEqual(["E-Mail", "Status", "Kategorien", "Häufigkeit", "Abonniert am", "Aktionen"]);
    expect(screen.getByText("Gesamt")).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(["Bestätigt", "Alle", "Wöchentlich"]));
    const other = screen.getByRole("rowheader", { name: "travel@example.com" }).closest("tr") as HTMLElement;
    expect(
      within(other)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(["Ausstehend", "Reisen, Essen & Trinken", "Bei jedem Beitrag"]));
    expect(screen.getByLabelText("Status")).toHaveDisplayValue("Alle");

    await userEvent.setup().click(within(row).getByRole("button", { name: "reader@example.com entfernen" }));
    expect(confirmDanger).toHaveBeenCalledWith(
      "reader@example.com entfernen?",
      "Die Adresse wird gelöscht und erhält keine Newsletter mehr.",
      "Entfernen",
    );
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "reader@example.com wurde entfernt."));
  });

  it("follows an import in German: its counts, the Substack readers and the problems", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = String(input).endsWith("/auth/token")
        ? token.json
        : init?.method === "POST"
          ? { id: "abc" }
          : {
              id: "abc",
              source: "substack",
              createdAt: AT,
              updatedAt: AT,
              status: "done",
              counts: { ...emptyImportCounts(), posts: 3, readersEmailDisabled: 2 },
              problems: [{ item: 'post 7 "Lisbon"', message: "The image was not imported." }],
            };
      return new Response(JSON.stringify(json), {
        status: init?.method === "POST" ? 202 : 200,
        headers: { "content-type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderScreen(<ImportScreen pollMs={5} />, { auth: fakeAuth({ user: READER }), language: "de" });
    expect(screen.getByRole("heading", { level: 1, name: "Beiträge importieren" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Importieren aus"), "substack");
    expect(screen.getByLabelText("Importieren aus")).toHaveDisplayValue("Substack (Export als .zip)");
    await user.upload(screen.getByLabelText("Exportdatei"), new File(["x"], "export.zip"));
    await user.click(screen.getByRole("button", { name: "Import starten" }));
    expect(await screen.findByText("Import abgeschlossen.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fortschritt" })).toBeInTheDocument();
    expect(screen.getByText("Beiträge").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Alte Links erhalten")).toBeInTheDocument();
    expect(
      screen.getByText("2 Leser hatten E-Mails bei Substack abgeschaltet und wurden nicht als Abonnenten eingetragen."),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Probleme (1)" })).toBeInTheDocument();
  });
});

describe("the admin's people and moderation screens in Arabic (issue 59)", () => {
  it("says the queue could not be loaded, in Arabic, with its retry", async () => {
    showAdmin("ar", "fails");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("تعذّر تحميل البلاغات. يُرجى المحاولة مرة أخرى.");
    expect(within(alert).getByRole("button", { name: "إعادة المحاولة" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "أقسام الإدارة" })).toBeInTheDocument();
  });

  it("toasts in Arabic when the server cannot be reached", async () => {
    let reachable = true;
    stubApi(({ method, path }) => {
      if (path === "/auth/token") return token;
      if (path === "/me") return { json: me("moderator") };
      if (method === "GET" && path === "/admin/reports") return { json: [report()] };
      if (!reachable) throw new TypeError("Failed to fetch");
      return undefined;
    });
    renderScreen(
      <RequireModerator fallback={<p>404</p>}>
        <AdminPage />
      </RequireModerator>,
      { path: "/admin/*", at: "/admin/reports", auth: fakeAuth({ user: READER }), language: "ar" },
    );
    const card = (await screen.findByRole("link", { name: "Cheap pills" })).closest("li") as HTMLElement;
    expect(card).toHaveTextContent("بلاغان");
    reachable = false;
    await userEvent.setup().click(within(card).getByRole("button", { name: "رفض" }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        "error",
        "تعذّر الوصول إلى الخادم. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.",
      ),
    );
  });

  it("names the audit log's columns, actions and targets in Arabic", async () => {
    const entries: AuditEntry[] = [
      {
        id: "a1",
        actor: { id: "u1", name: "Ada", handle: "ada" },
        action: "report.hide",
        target: { type: "blog", id: "b1", label: "Cheap pills" },
        note: "Spam",
        at: AT,
      },
      {
        id: "a2",
        actor: null,
        action: "role.set",
        target: { type: "user", id: "u2", label: "sam@example.com" },
        note: "member → moderator",
        at: AT,
      },
      {
        id: "a3",
        actor: null,
        action: "something.new",
        target: { type: "thing", id: "t1", label: "Thing" },
        note: null,
        at: AT,
      },
    ];
    stubApi(({ path }) => {
      if (path === "/auth/token") return token;
      if (path === "/admin/audit") return { json: entries };
      return undefined;
    });
    renderScreen(<AuditScreen />, { auth: fakeAuth({ user: READER }), language: "ar" });
    expect(screen.getByRole("heading", { level: 1, name: "سجل التدقيق" })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toContain("سجل التدقيق · الإدارة"));
    const first = (await screen.findByText("إخفاء محتوى مُبلَّغ عنه")).closest("tr") as HTMLElement;
    expect(columnHeaders()).toEqual(["الوقت", "المنفّذ", "الإجراء", "الهدف", "ملاحظة"]);
    expect(screen.getByRole("region", { name: "إجراءات الإشراف والإدارة، الأحدث أولًا" })).toBeInTheDocument();
    expect(first).toHaveTextContent("منشور Cheap pills");
    expect(first).toHaveTextContent("نوفمبر");
    const second = screen.getByText("تغيير دور").closest("tr") as HTMLElement;
    expect(second).toHaveTextContent("سطر الأوامر");
    expect(second).toHaveTextContent("حساب sam@example.com");
    // An action this screen does not know yet shows as the log stores it.
    expect(screen.getByText("something.new").tagName).toBe("CODE");
  });

  it("shows the inbox in Arabic: its count, unread mark, reply link and a mark-as-read that cannot reach the server", async () => {
    const message = (id: string, read: boolean): AdminMessage => ({
      id,
      name: "Sam",
      email: "sam@example.com",
      message: "Hello",
      read,
      createdAt: AT,
    });
    stubApi(({ method, path }) => {
      if (path === "/auth/token") return token;
      if (method === "GET" && path === "/admin/messages") {
        return { json: [message("m1", false), message("m2", true)], headers: { "x-total-count": "2" } };
      }
      // The server is out of reach when the message is opened.
      if (method === "POST" && path === "/admin/messages/m1/read") throw new TypeError("Failed to fetch");
      return undefined;
    });
    renderScreen(<MessagesScreen />, { auth: fakeAuth({ user: READER }), language: "ar" });
    expect(screen.getByRole("heading", { level: 1, name: "الرسائل" })).toBeInTheDocument();
    expect(await screen.findByText("رسالتان، غير المقروء منها: 1")).toBeInTheDocument();
    expect(screen.getByText("غير مقروءة")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "الرد على Sam" })).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole("button", { name: "تحديد رسالة Sam كمقروءة" }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        "error",
        "تعذّر الوصول إلى الخادم. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.",
      ),
    );
  });

  it("draws the import form in Arabic and says a failed upload with its status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith("/auth/token")
          ? Response.json(token.json)
          : new Response("{}", { status: 500, headers: { "content-type": "application/json" } }),
      ),
    );
    renderScreen(<ImportScreen pollMs={5} />, { auth: fakeAuth({ user: READER }), language: "ar" });
    expect(screen.getByRole("heading", { level: 1, name: "استيراد المنشورات" })).toBeInTheDocument();
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "بدء الاستيراد" })).toBeDisabled();
    await user.upload(screen.getByLabelText("ملف التصدير"), new File(["x"], "export.xml"));
    expect(screen.getByLabelText("الاستيراد من")).toHaveDisplayValue("WordPress (ملف تصدير WXR بصيغة xml)");
    await user.click(screen.getByRole("button", { name: "بدء الاستيراد" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("فشل الرفع (500).");
  });
});
