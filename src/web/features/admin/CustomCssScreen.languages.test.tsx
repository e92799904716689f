import type { InterfaceLocale } from "@shared/locales";
import { QueryClientProvider } from "@tanstack/react-query";
import { testI18n, withEnglish } from "@test/web/i18n";
import { testQueryClient } from "@test/web/renderWithAuth";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CustomCssScreen } from "./CustomCssScreen";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));
vi.mock("@web/lib/toast");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const KEPT = { id: "a".repeat(24), at: "2026-11-28T02:00:00.000Z", bytes: 0 };
const NEWER = { id: "b".repeat(24), at: "2026-11-29T02:00:00.000Z", bytes: 16 };

/** Answers each request by method and path. */
function stubApi(answers: Record<string, { status: number; json: unknown }>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${new URL(String(input), "http://site.test").pathname}`;
      const answer = answers[key] ?? { status: 404, json: { message: `no stub for ${key}` } };
      return Response.json(answer.json, { status: answer.status });
    }),
  );
}

function show(language: InterfaceLocale) {
  render(
    withEnglish(
      <QueryClientProvider client={testQueryClient()}>
        <CustomCssScreen />
      </QueryClientProvider>,
      testI18n(language),
    ),
  );
}

describe("Admin → Custom CSS in the reader's language (issue 59)", () => {
  it("counts bytes, names the versions and says a save in German", async () => {
    stubApi({
      "GET /api/admin/custom-css": { status: 200, json: { css: "", revisions: [NEWER, KEPT] } },
      "PUT /api/admin/custom-css": { status: 200, json: { css: "p { color: red }", revisions: [NEWER, KEPT] } },
    });
    show("de");
    const user = userEvent.setup();
    const field = await screen.findByLabelText("CSS");
    expect(screen.getByRole("heading", { level: 1, name: "Eigenes CSS" })).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining("0 von 50.000 Byte"));
    expect(screen.getByRole("heading", { level: 2, name: "Frühere Versionen" })).toBeInTheDocument();
    expect(screen.getByText(/leer \(kein eigenes CSS\)/u)).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Ersetzt am 29. Nov. 2026, 02:00 UTC · 16 Byte");
    expect(
      screen.getByRole("button", { name: "Anzeigen: die am 29. Nov. 2026, 02:00 UTC ersetzte Version" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^Wiederherstellen: die am 28\. Nov\./u }));
    expect(screen.getByRole("button", { name: "Diese Version wiederherstellen" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Abbrechen" }));

    await user.type(field, "p {{ color: red }");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", "Eigenes CSS gespeichert."));
  });

  it("says the limit is passed and a failed restore in Arabic", async () => {
    stubApi({
      "GET /api/admin/custom-css": { status: 200, json: { css: "x".repeat(50_010), revisions: [NEWER] } },
      [`POST /api/admin/custom-css/revisions/${NEWER.id}/restore`]: {
        status: 404,
        json: {
          message: "هذه النسخة من CSS المخصّص غير محفوظة.",
          english: "That version of the custom CSS is not kept.",
        },
      },
    });
    show("ar");
    const user = userEvent.setup();
    await screen.findByLabelText("CSS");
    expect(screen.getByRole("heading", { level: 1, name: "CSS المخصّص" })).toBeInTheDocument();
    expect(screen.getByText("50,010 من 50,000 بايت: تتجاوز الحدّ بمقدار 10")).toBeInTheDocument();
    expect(screen.getByText(/16 بايتًا/u)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^استعادة النسخة المستبدلة في/u }));
    expect(screen.getByRole("group", { name: /^استعادة هذه النسخة؟/u })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "استعادة هذه النسخة" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("error", "هذه النسخة من CSS المخصّص غير محفوظة."));
  });
});
