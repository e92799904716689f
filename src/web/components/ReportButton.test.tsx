import { MODERATION_MESSAGES, REPORT_RECEIPTS } from "@shared/moderation-schemas";
import { fakeAuth, READER, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReportButton } from "./ReportButton";

vi.mock("@web/lib/toast");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const TOKEN = { "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }) };
const button = () => <ReportButton targetType="comment" targetId="c1" label="Report comment by Otto" />;

describe("ReportButton", () => {
  it("is not offered to signed-out readers", () => {
    renderScreen(button(), { auth: fakeAuth({ user: null }) });
    expect(screen.queryByRole("button", { name: /Report/u })).not.toBeInTheDocument();
  });

  it("asks why, refuses a blank reason without calling the server, then sends it and thanks the reader", async () => {
    const { calls } = stubFetch({
      ...TOKEN,
      "POST /api/reports": () => ({
        status: 201,
        json: { id: "r1", message: REPORT_RECEIPTS.created, created: true },
      }),
    });
    renderScreen(button(), { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    const open = screen.getByRole("button", { name: "Report comment by Otto" });
    await user.click(open);
    expect(open).toHaveAttribute("aria-expanded", "true");
    const reason = screen.getByRole("textbox", { name: "Why are you reporting this?" });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute("maxLength", "1000");

    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByRole("alert")).toHaveTextContent(MODERATION_MESSAGES.reasonRequired);
    expect(calls.filter((call) => call.key === "POST /api/reports")).toHaveLength(0);

    await user.type(reason, "  Spam links  ");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    // English says what the API's receipt says, word for word.
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", REPORT_RECEIPTS.created));
    const sent = calls.find((call) => call.key === "POST /api/reports");
    expect(sent?.body).toEqual({ targetType: "comment", targetId: "c1", reason: "Spam links" });
    expect(sent?.headers.authorization).toBe("Bearer h.e30.s");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it.each([
    { language: "en", created: false, status: 200, thanks: REPORT_RECEIPTS.repeated },
    { language: "es", created: true, status: 201, thanks: "Gracias. Un moderador lo revisará." },
    { language: "es", created: false, status: 200, thanks: "Ya había denunciado esto; un moderador lo revisará." },
  ] as const)(
    "thanks in the page's language ($language, created: $created), not in the API's English",
    async ({ language, created, status, thanks }) => {
      const message = created ? REPORT_RECEIPTS.created : REPORT_RECEIPTS.repeated;
      stubFetch({ ...TOKEN, "POST /api/reports": () => ({ status, json: { id: "r1", message, created } }) });
      renderScreen(button(), { auth: fakeAuth({ user: READER }), language });
      const user = userEvent.setup();
      await user.click(screen.getByRole("button", { name: "Report comment by Otto" }));
      const words = language === "es" ? { why: "¿Por qué lo denuncia?", send: "Enviar denuncia" } : undefined;
      await user.type(screen.getByRole("textbox", { name: words?.why ?? "Why are you reporting this?" }), "Spam");
      await user.click(screen.getByRole("button", { name: words?.send ?? "Send report" }));
      await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("success", thanks));
    },
  );

  it("shows the server's refusal under the field and keeps the reason", async () => {
    stubFetch({
      ...TOKEN,
      "POST /api/reports": () => ({ status: 404, json: { message: MODERATION_MESSAGES.targetNotFound } }),
    });
    renderScreen(button(), { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Report comment by Otto" }));
    await user.type(screen.getByRole("textbox", { name: "Why are you reporting this?" }), "Rude");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MODERATION_MESSAGES.targetNotFound);
    expect(screen.getByRole("textbox", { name: "Why are you reporting this?" })).toHaveValue("Rude");
    expect(showToast).not.toHaveBeenCalled();
  });

  it("closes on Cancel without sending", async () => {
    const { calls } = stubFetch({ ...TOKEN });
    renderScreen(button(), { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Report comment by Otto" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
