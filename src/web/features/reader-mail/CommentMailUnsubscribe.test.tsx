import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import { openMailLinkPage } from "@test/web/mailLinkPage";
import { stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MISSING_TOKEN } from "@web/components/MailLinkFrame";
import { afterEach, describe, expect, it, vi } from "vitest";
import UnsubscribePage from "./UnsubscribePage";

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function open(at = "/notifications/unsubscribe?token=user.mac") {
  return openMailLinkPage(<UnsubscribePage />, { path: "/notifications/unsubscribe", at });
}

const stopButton = () => screen.getByRole("button", { name: "Stop comment mail" });

describe("Stop the comment mail", () => {
  it("stops nothing on opening; it is a form posting the token to its own page", () => {
    const { calls } = stubFetch({});
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Stop comment mail" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Stop mail about comments and replies" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/notifications/unsubscribe");
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue("user.mac");
    expect(stopButton()).toHaveAttribute("type", "submit");
    expect(form).toHaveTextContent(COMMENT_MAIL_TEXTS.pageIntro);
    expect(calls).toHaveLength(0);
  });

  it("once scripts run, the press goes to the one-click endpoint and the answer takes the focus", async () => {
    const { calls } = stubFetch({
      "POST /api/notifications/unsubscribe": () => ({ json: { message: COMMENT_MAIL_TEXTS.stopped } }),
    });
    open();
    await userEvent.click(stopButton());
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent(COMMENT_MAIL_TEXTS.stopped);
    expect(done).toHaveFocus();
    expect(calls).toEqual([
      expect.objectContaining({ key: "POST /api/notifications/unsubscribe", body: { token: "user.mac" } }),
    ]);
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });

  it("says a forged link is not valid and offers no button", async () => {
    stubFetch({
      "POST /api/notifications/unsubscribe": () => ({ status: 400, json: { message: COMMENT_MAIL_TEXTS.badToken } }),
    });
    open();
    await userEvent.click(stopButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(COMMENT_MAIL_TEXTS.badToken);
    expect(screen.queryByRole("button", { name: "Stop comment mail" })).toBeNull();
  });

  it("keeps the button for another try when the server fails", async () => {
    stubFetch({
      "POST /api/notifications/unsubscribe": () => ({ status: 503, json: { message: "The server is busy." } }),
    });
    open();
    await userEvent.click(stopButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("The server is busy.");
    expect(stopButton()).toBeEnabled();
  });

  it.each([
    ["stopped", "status", COMMENT_MAIL_TEXTS.stopped],
    ["bad-link", "alert", COMMENT_MAIL_TEXTS.badToken],
  ] as const)("says what a form post without scripts came to (%s)", (outcome, role, message) => {
    open(`/notifications/unsubscribe?outcome=${outcome}`);
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Stop comment mail" })).toBeNull();
  });

  it("says a link without a token is incomplete", () => {
    open("/notifications/unsubscribe");
    expect(screen.getByRole("alert")).toHaveTextContent(MISSING_TOKEN);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Stop the comment mail in the reader's language (issue 59)", () => {
  const inLanguage = (language: "es" | "ar", at = "/notifications/unsubscribe?token=user.mac") =>
    openMailLinkPage(<UnsubscribePage />, { path: "/notifications/unsubscribe", at, language });

  it("asks in Spanish and says a failure pressing again may cure in Spanish", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    inLanguage("es");
    expect(
      screen.getByRole("heading", { level: 1, name: "Dejar de recibir correos de comentarios" }),
    ).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Dejar de recibir correo sobre comentarios y respuestas" });
    expect(form).toHaveTextContent("¿Desea dejar de recibir correo sobre comentarios nuevos en sus entradas");
    await userEvent.click(screen.getByRole("button", { name: "Detener los correos de comentarios" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No hemos podido detener estos correos en este momento. Inténtelo de nuevo.",
    );
    expect(screen.getByRole("button", { name: "Detener los correos de comentarios" })).toBeEnabled();
  });

  it("says in Spanish what a form post without scripts came to, and a link without its token", () => {
    stubFetch({});
    const { unmount } = inLanguage("es", "/notifications/unsubscribe?outcome=stopped");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Ya no recibirá correos sobre comentarios y respuestas. Puede volver a activarlos en Configuración.",
    );
    expect(screen.getByRole("link", { name: "Configuración" })).toHaveAttribute("href", "/settings");
    unmount();
    inLanguage("es", "/notifications/unsubscribe");
    expect(screen.getByRole("alert")).toHaveTextContent("Este enlace está incompleto: no lleva ningún token.");
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("asks in Arabic, says the stop in Arabic, and a bad link posted without scripts", async () => {
    stubFetch({
      "POST /api/notifications/unsubscribe": () => ({ json: { message: COMMENT_MAIL_TEXTS.stopped } }),
    });
    const { unmount } = inLanguage("ar");
    expect(screen.getByRole("heading", { level: 1, name: "إيقاف رسائل التعليقات" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "إيقاف الرسائل المتعلقة بالتعليقات والردود" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "إيقاف رسائل التعليقات" }));
    expect(await screen.findByRole("status")).toHaveTextContent("لن تصلك بعد الآن رسائل عن التعليقات والردود.");
    expect(screen.getByRole("link", { name: "الإعدادات" })).toHaveAttribute("href", "/settings");
    unmount();
    inLanguage("ar", "/notifications/unsubscribe?outcome=bad-link");
    expect(screen.getByRole("alert")).toHaveTextContent("رابط إلغاء الاشتراك هذا غير صالح.");
    expect(screen.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/");
  });
});
