import { NEWSLETTER_TEXTS } from "@shared/newsletter";
import { FIELD_NOTES, openMailLinkPage } from "@test/web/mailLinkPage";
import { stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MISSING_TOKEN } from "@web/components/MailLinkFrame";
import { afterEach, describe, expect, it, vi } from "vitest";
import ConfirmSubscriptionPage from "./ConfirmSubscriptionPage";

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function open(at = "/newsletter/confirm?token=tok-1", site?: typeof FIELD_NOTES) {
  return openMailLinkPage(<ConfirmSubscriptionPage />, { path: "/newsletter/confirm", at, site });
}

const confirmButton = () => screen.getByRole("button", { name: "Confirm subscription" });

describe("Confirm a newsletter subscription", () => {
  it("confirms nothing on opening: only the reader's click sends the token", async () => {
    const { calls } = stubFetch({
      "POST /api/newsletter/confirm": () => ({ json: { message: NEWSLETTER_TEXTS.confirmed } }),
    });
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(confirmButton());
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent(NEWSLETTER_TEXTS.confirmed);
    expect(done).toHaveFocus();
    expect(calls).toEqual([expect.objectContaining({ key: "POST /api/newsletter/confirm", body: { token: "tok-1" } })]);
    expect(screen.queryByRole("button", { name: "Confirm subscription" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it.each([
    [404, NEWSLETTER_TEXTS.confirmNotFound],
    [400, NEWSLETTER_TEXTS.confirmExpired],
  ])("shows the server's message when it answers %i, with the way home", async (status, message) => {
    stubFetch({ "POST /api/newsletter/confirm": () => ({ status, json: { message } }) });
    open();
    await userEvent.click(confirmButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Confirm subscription" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("keeps the button after a failure that asking again may cure", async () => {
    stubFetch({ "POST /api/newsletter/confirm": () => ({ status: 503, json: { message: "Try again soon." } }) });
    open();
    await userEvent.click(confirmButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again soon.");
    expect(confirmButton()).toBeEnabled();
  });

  it("says a link without a token is incomplete and offers no button", () => {
    const { calls } = stubFetch({});
    open("/newsletter/confirm");
    expect(screen.getByRole("alert")).toHaveTextContent(MISSING_TOKEN);
    expect(screen.queryByRole("button")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("is a form that posts the token by itself without scripts, and names the site by its title", () => {
    open(undefined, FIELD_NOTES);
    const form = screen.getByRole("form", { name: "Confirm your subscription" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/newsletter/confirm");
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue("tok-1");
    expect(confirmButton()).toHaveAttribute("type", "submit");
    expect(form).toHaveTextContent("start receiving the Field Notes newsletter");
    expect(form).not.toHaveTextContent("Inkwell");
  });

  it.each([
    ["confirmed", "status", NEWSLETTER_TEXTS.confirmed],
    ["not-found", "alert", NEWSLETTER_TEXTS.confirmNotFound],
    ["expired", "alert", NEWSLETTER_TEXTS.confirmExpired],
  ] as const)("says what a form post without scripts came to (%s), asking nothing", (outcome, role, message) => {
    const { calls } = stubFetch({});
    open(`/newsletter/confirm?outcome=${outcome}`);
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Confirm subscription" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(calls).toHaveLength(0);
  });
});

describe("Confirm a newsletter subscription in the reader's language (issue 59)", () => {
  const inLanguage = (language: "es" | "ar", at = "/newsletter/confirm?token=tok-1") =>
    openMailLinkPage(<ConfirmSubscriptionPage />, { path: "/newsletter/confirm", at, site: FIELD_NOTES, language });

  it("asks in Spanish and says the API's English answer in Spanish, with the way home", async () => {
    stubFetch({ "POST /api/newsletter/confirm": () => ({ json: { message: NEWSLETTER_TEXTS.confirmed } }) });
    inLanguage("es");
    expect(screen.getByRole("heading", { level: 1, name: "Confirme su suscripción" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Confirme su suscripción" });
    expect(form).toHaveTextContent("empezar a recibir el boletín de Field Notes en la dirección");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar suscripción" }));
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent("Su suscripción está confirmada. ¡Le damos la bienvenida!");
    expect(done).toHaveFocus();
    expect(screen.getByText(/Cada correo del boletín incluye un enlace/u)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("says in Spanish what a form post without scripts came to, and that a link without its token is incomplete", () => {
    stubFetch({});
    const { unmount } = inLanguage("es", "/newsletter/confirm?outcome=expired");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Este enlace de confirmación ha caducado. Suscríbase de nuevo para recibir otro.",
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    unmount();
    inLanguage("es", "/newsletter/confirm");
    expect(screen.getByRole("alert")).toHaveTextContent("Este enlace está incompleto: no lleva ningún token.");
  });

  it("asks in Arabic, and knows a used link by the API's English to say it in Arabic", async () => {
    stubFetch({
      "POST /api/newsletter/confirm": () => ({ status: 404, json: { message: NEWSLETTER_TEXTS.confirmNotFound } }),
    });
    inLanguage("ar");
    expect(screen.getByRole("heading", { level: 1, name: "تأكيد اشتراكك" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "تأكيد اشتراكك" })).toHaveTextContent("النشرة البريدية لموقع Field Notes");
    await userEvent.click(screen.getByRole("button", { name: "تأكيد الاشتراك" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("رابط التأكيد هذا غير صالح أو سبق استخدامه.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/");
  });

  it("says a confirmation posted without scripts in Arabic", () => {
    stubFetch({});
    inLanguage("ar", "/newsletter/confirm?outcome=confirmed");
    expect(screen.getByRole("status")).toHaveTextContent("تم تأكيد اشتراكك. أهلًا بك معنا!");
  });

  it("says a failure that pressing again may cure in Spanish when the server could not be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    inLanguage("es");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar suscripción" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No hemos podido confirmar su suscripción en este momento. Inténtelo de nuevo.",
    );
    expect(screen.getByRole("button", { name: "Confirmar suscripción" })).toBeEnabled();
  });
});
