import { FOLLOWER_MAIL_TEXTS } from "@shared/mail-links";
import { FIELD_NOTES, openMailLinkPage } from "@test/web/mailLinkPage";
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

function open(at = "/follows/unsubscribe?token=user.mac", site?: typeof FIELD_NOTES) {
  return openMailLinkPage(<UnsubscribePage />, { path: "/follows/unsubscribe", at, site });
}

const stopButton = () => screen.getByRole("button", { name: "Stop these mails" });

describe("Stop the follower mails", () => {
  it("stops nothing on opening; it is a form posting the token, naming the site", () => {
    const { calls } = stubFetch({});
    open(undefined, FIELD_NOTES);
    expect(screen.getByRole("heading", { level: 1, name: "Mail from writers you follow" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Stop mail from writers you follow" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/follows/unsubscribe");
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue("user.mac");
    expect(stopButton()).toHaveAttribute("type", "submit");
    expect(form).toHaveTextContent("Field Notes mails you when a writer you follow publishes.");
    expect(calls).toHaveLength(0);
  });

  it("once scripts run, the press goes to the one-click endpoint and the answer takes the focus", async () => {
    const { calls } = stubFetch({
      "POST /api/follows/unsubscribe": () => ({ json: { message: FOLLOWER_MAIL_TEXTS.stopped } }),
    });
    open();
    await userEvent.click(stopButton());
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent(FOLLOWER_MAIL_TEXTS.stopped);
    expect(done).toHaveFocus();
    expect(calls).toEqual([
      expect.objectContaining({ key: "POST /api/follows/unsubscribe", body: { token: "user.mac" } }),
    ]);
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });

  it("says a forged link is not valid and offers no button", async () => {
    stubFetch({
      "POST /api/follows/unsubscribe": () => ({ status: 400, json: { message: FOLLOWER_MAIL_TEXTS.badToken } }),
    });
    open();
    await userEvent.click(stopButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(FOLLOWER_MAIL_TEXTS.badToken);
    expect(screen.queryByRole("button", { name: "Stop these mails" })).toBeNull();
  });

  it.each([
    ["stopped", "status", FOLLOWER_MAIL_TEXTS.stopped],
    ["bad-link", "alert", FOLLOWER_MAIL_TEXTS.badToken],
  ] as const)("says what a form post without scripts came to (%s)", (outcome, role, message) => {
    open(`/follows/unsubscribe?outcome=${outcome}`);
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Stop these mails" })).toBeNull();
  });

  it("says a link without a token is incomplete", () => {
    open("/follows/unsubscribe");
    expect(screen.getByRole("alert")).toHaveTextContent(MISSING_TOKEN);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Stop the follower mails in the reader's language (issue 59)", () => {
  const inLanguage = (language: "es" | "ar", at = "/follows/unsubscribe?token=user.mac") =>
    openMailLinkPage(<UnsubscribePage />, { path: "/follows/unsubscribe", at, site: FIELD_NOTES, language });

  it("asks in Spanish, naming the site, and says the stop in Spanish with Settings and the way home", async () => {
    stubFetch({ "POST /api/follows/unsubscribe": () => ({ json: { message: FOLLOWER_MAIL_TEXTS.stopped } }) });
    inLanguage("es");
    expect(screen.getByRole("heading", { level: 1, name: "Correo de los escritores que sigue" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Dejar de recibir correo de los escritores que sigue" });
    expect(form).toHaveTextContent("Field Notes le envía un correo cuando publica un escritor al que sigue.");
    await userEvent.click(screen.getByRole("button", { name: "Dejar de recibir estos correos" }));
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent(
      "Ya no recibirá correos cuando publiquen los escritores que sigue. Puede volver a activarlos en Configuración.",
    );
    expect(done).toHaveFocus();
    expect(screen.getByRole("link", { name: "Configuración" })).toHaveAttribute("href", "/settings");
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("says in Spanish what a form post without scripts came to", () => {
    stubFetch({});
    inLanguage("es", "/follows/unsubscribe?outcome=bad-link");
    expect(screen.getByRole("alert")).toHaveTextContent("Este enlace para cancelar la suscripción no es válido.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("asks in Arabic and knows a forged link by the API's English to say it in Arabic", async () => {
    stubFetch({
      "POST /api/follows/unsubscribe": () => ({ status: 400, json: { message: FOLLOWER_MAIL_TEXTS.badToken } }),
    });
    inLanguage("ar");
    expect(screen.getByRole("heading", { level: 1, name: "رسائل الكتّاب الذين تتابعهم" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "إيقاف رسائل الكتّاب الذين تتابعهم" })).toHaveTextContent(
      "يراسلك Field Notes عندما ينشر كاتب تتابعه.",
    );
    await userEvent.click(screen.getByRole("button", { name: "إيقاف هذه الرسائل" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("رابط إلغاء الاشتراك هذا غير صالح.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/");
  });

  it("says in Arabic a stop posted without scripts, and a link without its token", () => {
    stubFetch({});
    const { unmount } = inLanguage("ar", "/follows/unsubscribe?outcome=stopped");
    expect(screen.getByRole("status")).toHaveTextContent("لن تصلك رسائل بعد الآن عندما ينشر الكتّاب الذين تتابعهم.");
    expect(screen.getByRole("link", { name: "الإعدادات" })).toHaveAttribute("href", "/settings");
    unmount();
    inLanguage("ar", "/follows/unsubscribe");
    expect(screen.getByRole("alert")).toHaveTextContent("هذا الرابط غير مكتمل: لا يحمل أي رمز.");
  });
});
