import type { InterfaceLocale } from "@shared/locales";
import { QueryClientProvider } from "@tanstack/react-query";
import { testI18n, withEnglish } from "@test/web/i18n";
import { testQueryClient } from "@test/web/renderWithAuth";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavigationScreen } from "./NavigationScreen";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));
vi.mock("@web/lib/toast");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const DEFAULT = {
  custom: false,
  bar: [
    { label: "Home", url: "/" },
    { label: "All Blogs", url: "/Blogs" },
    { label: "Featured Blogs", url: "/Features" },
  ],
  footer: [],
};

/** The default navigation, every other read answered with nothing; a reset answers the default again. */
function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/admin/navigation") && init?.method === "PUT") {
      return Response.json({ custom: true, ...JSON.parse(String(init.body)) });
    }
    return Response.json(url.endsWith("/admin/navigation") ? DEFAULT : []);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function show(language: InterfaceLocale) {
  stubApi();
  render(
    withEnglish(
      <QueryClientProvider client={testQueryClient()}>
        <NavigationScreen />
      </QueryClientProvider>,
      testI18n(language),
    ),
  );
}

describe("Admin → Navigation in the reader's language (issue 59)", () => {
  it("draws the lists in German, says a move in German and names a refused link's problem in German", async () => {
    show("de");
    const user = userEvent.setup();
    const bar = await screen.findByRole("group", { name: "Navigationsleiste" });
    expect(screen.getByRole("heading", { level: 1, name: "Navigation" })).toBeInTheDocument();
    expect(screen.getByText("Die Website zeigt ihre Standardnavigation, unten aufgeführt.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Fußzeile" })).toHaveTextContent("Keine Links.");
    expect(within(bar).getByLabelText("Beschriftung – Navigationsleiste, Link 1")).toHaveValue("Home");

    const down = within(bar).getByRole("button", { name: "Home nach unten verschieben" });
    down.focus();
    await user.keyboard("{Enter}");
    expect(within(bar).getByRole("button", { name: "Home nach unten verschieben" })).toHaveFocus();
    expect(screen.getByText("Home an Position 2 von 3 verschoben")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Link zur Navigationsleiste hinzufügen" }));
    await user.type(within(bar).getByLabelText("URL – Navigationsleiste, Link 4"), "http://example.com");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Navigationsleiste, Link 4: Ein Link braucht eine Beschriftung.");
    expect(alert).toHaveTextContent("Navigationsleiste, Link 4: Nur https://-Adressen sind erlaubt, nicht http:");
    expect(within(bar).getByRole("button", { name: "Link 4 entfernen" })).toBeInTheDocument();
  });

  it("draws the lists in Arabic, refuses a signed-in reader's link in Arabic and says the save and reset", async () => {
    show("ar");
    const user = userEvent.setup();
    const bar = await screen.findByRole("group", { name: "شريط التنقل" });
    expect(screen.getByRole("heading", { level: 1, name: "التنقل" })).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "إزالة All Blogs" }));
    expect(screen.getByText("أُزيل All Blogs")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "إضافة رابط إلى شريط التنقل" }));
    await user.type(within(bar).getByLabelText("التسمية – شريط التنقل، الرابط 3"), "Write");
    await user.type(within(bar).getByLabelText("URL – شريط التنقل، الرابط 3"), "/addBlog");
    await user.click(screen.getByRole("button", { name: "حفظ" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "شريط التنقل، الرابط 3: يعرض الشريط «إضافة مدونة» للقرّاء المسجّلين أصلًا؛ فلا يمكن أن يكون /addBlog أحد روابطه أيضًا.",
    );

    await user.clear(within(bar).getByLabelText("URL – شريط التنقل، الرابط 3"));
    await user.type(within(bar).getByLabelText("URL – شريط التنقل، الرابط 3"), "/about");
    await user.click(screen.getByRole("button", { name: "حفظ" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "حُفظ التنقل."));
    expect(screen.getByText("يعرض الموقع الروابط أدناه.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "إعادة إلى الافتراضي" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "أُعيد التنقل إلى الوضع الافتراضي."));
  });
});
