import { NEWSLETTER_TEXTS, type NewsletterPreferences } from "@shared/newsletter";
import { FIELD_NOTES, openMailLinkPage } from "@test/web/mailLinkPage";
import { stubFetch } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MISSING_TOKEN } from "@web/components/MailLinkFrame";
import { afterEach, describe, expect, it, vi } from "vitest";
import NewsletterPreferencesPage, { ALL_CATEGORIES_HINT, PREFERENCES_LOAD_FAILED } from "./NewsletterPreferencesPage";

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const LOADED: NewsletterPreferences = {
  email: "r•••@example.com",
  status: "confirmed",
  categories: ["Travel"],
  frequency: "each",
  language: "fr",
};

function open(at = "/newsletter/preferences?token=link.tok", site?: typeof FIELD_NOTES) {
  return openMailLinkPage(<NewsletterPreferencesPage />, { path: "/newsletter/preferences", at, site });
}

describe("Newsletter preferences", () => {
  it("loads the masked address, status and choices by the link's token", async () => {
    const { fetchMock } = stubFetch({ "GET /api/newsletter/preferences": () => ({ json: LOADED }) });
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Newsletter preferences" })).toBeInTheDocument();
    expect(await screen.findByText("r•••@example.com")).toBeInTheDocument();
    expect(screen.getByText(/Subscribed\./u)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/newsletter/preferences?token=link.tok");
    const categories = screen.getByRole("group", { name: "Categories" });
    expect(categories).toHaveAccessibleDescription(ALL_CATEGORIES_HINT);
    expect(within(categories).getAllByRole("checkbox")).toHaveLength(5);
    expect(screen.getByRole("checkbox", { name: "Travel" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Health" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Every new post" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Weekly digest" })).not.toBeChecked();
  });

  it("saves the chosen categories (in the product's order) and frequency", async () => {
    const { calls } = stubFetch({
      "GET /api/newsletter/preferences": () => ({ json: LOADED }),
      "PUT /api/newsletter/preferences": () => ({ json: { message: NEWSLETTER_TEXTS.preferencesSaved } }),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Health" }));
    await user.click(screen.getByRole("checkbox", { name: "Technology" }));
    await user.click(screen.getByRole("radio", { name: "Weekly digest" }));
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByRole("status")).toHaveTextContent(NEWSLETTER_TEXTS.preferencesSaved);
    expect(calls.find((call) => call.key === "PUT /api/newsletter/preferences")?.body).toEqual({
      token: "link.tok",
      categories: ["Technology", "Travel", "Health"],
      frequency: "weekly",
      language: "fr",
    });
    expect(screen.getByRole("radio", { name: "Weekly digest" })).toBeChecked();
  });

  it("shows the stored mail language among the six, each named in itself, and saves the one chosen", async () => {
    const { calls } = stubFetch({
      "GET /api/newsletter/preferences": () => ({ json: LOADED }),
      "PUT /api/newsletter/preferences": () => ({ json: { message: NEWSLETTER_TEXTS.preferencesSaved } }),
    });
    open();
    const select = await screen.findByRole("combobox", { name: "Mail language" });
    expect(select).toHaveAccessibleDescription("Newsletter mails to this address are written in this language.");
    expect(select).toHaveValue("fr");
    expect(screen.getByRole("option", { name: "Français" })).toHaveProperty("selected", true);
    const options = within(select).getAllByRole("option");
    expect(
      options.map((option) => [option.getAttribute("value"), option.textContent, option.getAttribute("lang")]),
    ).toEqual([
      ["en", "English", "en"],
      ["es", "Español", "es"],
      ["de", "Deutsch", "de"],
      ["fr", "Français", "fr"],
      ["ja", "日本語", "ja"],
      ["ar", "العربية", "ar"],
    ]);
    const user = userEvent.setup();
    await user.selectOptions(select, "日本語");
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByRole("status")).toHaveTextContent(NEWSLETTER_TEXTS.preferencesSaved);
    expect(calls.find((call) => call.key === "PUT /api/newsletter/preferences")?.body).toEqual({
      token: "link.tok",
      categories: ["Travel"],
      frequency: "each",
      language: "ja",
    });
    // The page itself stays in its own language; only the mails change.
    expect(screen.getByRole("combobox", { name: "Mail language" })).toHaveValue("ja");
    expect(screen.getByRole("heading", { level: 1, name: "Newsletter preferences" })).toBeInTheDocument();
  });

  it("offers the page's own language when the subscriber has none stored", async () => {
    stubFetch({ "GET /api/newsletter/preferences": () => ({ json: { ...LOADED, language: null } }) });
    open();
    expect(await screen.findByRole("combobox", { name: "Mail language" })).toHaveValue("en");
  });

  it("unsubscribes with the token, says so and offers only the way home", async () => {
    const { calls } = stubFetch({
      "GET /api/newsletter/preferences": () => ({ json: LOADED }),
      "POST /api/newsletter/unsubscribe": () => ({ json: { message: NEWSLETTER_TEXTS.unsubscribed } }),
    });
    open();
    await userEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent(NEWSLETTER_TEXTS.unsubscribed);
    expect(done).toHaveFocus();
    expect(calls.find((call) => call.key === "POST /api/newsletter/unsubscribe")?.body).toEqual({ token: "link.tok" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("shows a subscriber who already left as unsubscribed, with no form", async () => {
    stubFetch({ "GET /api/newsletter/preferences": () => ({ json: { ...LOADED, status: "unsubscribed" } }) });
    open();
    expect(await screen.findByText(/no newsletter mail/u)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says a forged link is not valid", async () => {
    stubFetch({
      "GET /api/newsletter/preferences": () => ({ status: 404, json: { message: NEWSLETTER_TEXTS.badToken } }),
    });
    open("/newsletter/preferences?token=forged.x");
    expect(await screen.findByRole("alert")).toHaveTextContent(NEWSLETTER_TEXTS.badToken);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("shows why saving failed", async () => {
    stubFetch({
      "GET /api/newsletter/preferences": () => ({ json: LOADED }),
      "PUT /api/newsletter/preferences": () => ({ status: 404, json: { message: NEWSLETTER_TEXTS.badToken } }),
    });
    open();
    await userEvent.click(await screen.findByRole("button", { name: "Save preferences" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NEWSLETTER_TEXTS.badToken);
  });

  it("offers Retry when the server could not answer", async () => {
    stubFetch({ "GET /api/newsletter/preferences": () => ({ status: 500, json: { message: "down" } }) });
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent(PREFERENCES_LOAD_FAILED);
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("says a link without a token is incomplete, asking nothing", () => {
    const { calls } = stubFetch({});
    open("/newsletter/preferences");
    expect(screen.getByRole("alert")).toHaveTextContent(MISSING_TOKEN);
    expect(calls).toHaveLength(0);
  });

  it("is a form that posts by itself without scripts: the token hidden, each button naming its action", async () => {
    stubFetch({ "GET /api/newsletter/preferences": () => ({ json: LOADED }) });
    open(undefined, FIELD_NOTES);
    const form = await screen.findByRole("form", { name: "Newsletter preferences" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/newsletter/preferences");
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue("link.tok");
    expect(screen.getByRole("button", { name: "Save preferences" })).toHaveAttribute("value", "save");
    const leave = screen.getByRole("button", { name: "Unsubscribe" });
    expect(leave).toHaveAttribute("type", "submit");
    expect(leave).toHaveAttribute("name", "action");
    expect(leave).toHaveAttribute("value", "unsubscribe");
    expect(screen.getByRole("combobox", { name: "Mail language" })).toHaveAttribute("name", "language");
    expect(form).toHaveTextContent("the Field Notes newsletter");
  });

  it("posts keeping the language a mail's link carried (decision 0145), and only one the interface speaks", async () => {
    stubFetch({ "GET /api/newsletter/preferences": () => ({ json: LOADED }) });
    const { unmount } = open("/newsletter/preferences?token=link.tok&lang=es");
    const form = await screen.findByRole("form", { name: "Newsletter preferences" });
    expect(form).toHaveAttribute("action", "/newsletter/preferences?lang=es");
    unmount();
    open("/newsletter/preferences?token=link.tok&lang=klingon");
    expect(await screen.findByRole("form", { name: "Newsletter preferences" })).toHaveAttribute(
      "action",
      "/newsletter/preferences",
    );
  });

  it.each([
    ["saved", "status", NEWSLETTER_TEXTS.preferencesSaved],
    ["not-saved", "alert", "Your preferences could not be saved. Please try again."],
  ] as const)("says what a form post without scripts came to (%s), over the form", async (outcome, role, message) => {
    stubFetch({ "GET /api/newsletter/preferences": () => ({ json: LOADED }) });
    open(`/newsletter/preferences?token=link.tok&outcome=${outcome}`);
    // Past the loading spinner (a status of its own) to the form.
    await screen.findByRole("form", { name: "Newsletter preferences" });
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Save preferences" })).toBeInTheDocument();
  });

  it("says a form post's link was not valid, asking nothing", () => {
    const { calls } = stubFetch({});
    open("/newsletter/preferences?outcome=bad-link");
    expect(screen.getByRole("alert")).toHaveTextContent(NEWSLETTER_TEXTS.badToken);
    expect(screen.queryByRole("button")).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe("Newsletter preferences in the reader's language (issue 59)", () => {
  const inLanguage = (language: "es" | "ar", at = "/newsletter/preferences?token=link.tok") =>
    openMailLinkPage(<NewsletterPreferencesPage />, {
      path: "/newsletter/preferences",
      at,
      site: FIELD_NOTES,
      language,
    });

  it("draws the form in Spanish, categories by their Spanish names, and says a save in Spanish", async () => {
    const { calls } = stubFetch({
      "GET /api/newsletter/preferences": () => ({ json: LOADED }),
      "PUT /api/newsletter/preferences": () => ({ json: { message: NEWSLETTER_TEXTS.preferencesSaved } }),
    });
    inLanguage("es");
    expect(screen.getByRole("heading", { level: 1, name: "Preferencias del boletín" })).toBeInTheDocument();
    const form = await screen.findByRole("form", { name: "Preferencias del boletín" });
    expect(form).toHaveTextContent("Elija qué le envía el boletín de Field Notes y con qué frecuencia.");
    expect(form).toHaveTextContent("Dirección: r•••@example.com");
    expect(form).toHaveTextContent("Estado: Suscripción activa.");
    const categories = screen.getByRole("group", { name: "Categorías" });
    expect(categories).toHaveAccessibleDescription(
      "Deje todas las casillas sin marcar para recibir entradas de las cinco categorías.",
    );
    expect(within(categories).getByRole("checkbox", { name: "Viajes" })).toBeChecked();
    expect(within(categories).getByRole("checkbox", { name: "Viajes" })).toHaveAttribute("value", "Travel");
    const often = screen.getByRole("group", { name: "Frecuencia" });
    // Each language keeps its own name whatever the page's language.
    expect(screen.getByRole("combobox", { name: "Idioma de los correos" })).toHaveDisplayValue("Français");
    expect(within(often).getByRole("radio", { name: "Cada entrada nueva" })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Salud" }));
    await user.click(screen.getByRole("radio", { name: "Resumen semanal" }));
    expect(screen.getByRole("button", { name: "Cancelar la suscripción" })).toHaveAttribute("value", "unsubscribe");
    await user.click(screen.getByRole("button", { name: "Guardar preferencias" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Sus preferencias del boletín se han guardado.");
    // The stored values stay English whatever the page's language.
    expect(calls.find((call) => call.key === "PUT /api/newsletter/preferences")?.body).toEqual({
      token: "link.tok",
      categories: ["Travel", "Health"],
      frequency: "weekly",
      language: "fr",
    });
  });

  it("says in Spanish what a form post without scripts came to, and a bad link with the way home", async () => {
    stubFetch({ "GET /api/newsletter/preferences": () => ({ json: LOADED }) });
    const { unmount } = inLanguage("es", "/newsletter/preferences?token=link.tok&outcome=not-saved");
    await screen.findByRole("form", { name: "Preferencias del boletín" });
    expect(screen.getByRole("alert")).toHaveTextContent("No se pudieron guardar sus preferencias. Inténtelo de nuevo.");
    unmount();
    inLanguage("es", "/newsletter/preferences?outcome=bad-link");
    expect(screen.getByRole("alert")).toHaveTextContent("Este enlace del boletín no es válido.");
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("unsubscribes in Arabic: the API's English answer said in Arabic, with the way back", async () => {
    stubFetch({
      "GET /api/newsletter/preferences": () => ({ json: { ...LOADED, status: "pending" } }),
      "POST /api/newsletter/unsubscribe": () => ({ json: { message: NEWSLETTER_TEXTS.unsubscribed } }),
    });
    inLanguage("ar");
    expect(screen.getByRole("heading", { level: 1, name: "تفضيلات النشرة البريدية" })).toBeInTheDocument();
    const form = await screen.findByRole("form", { name: "تفضيلات النشرة البريدية" });
    expect(form).toHaveTextContent("الحالة: في انتظار التأكيد");
    expect(screen.getByRole("checkbox", { name: "السفر" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "ملخص أسبوعي" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "حفظ التفضيلات" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "إلغاء الاشتراك" }));
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent("تم إلغاء اشتراكك ولن تصلك رسائل النشرة البريدية بعد الآن.");
    expect(done).toHaveFocus();
    expect(screen.getByText("هل غيّرت رأيك؟ اشترك مجددًا من خلال النموذج في الصفحة الرئيسية.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/");
  });

  it("says in Arabic a link the server does not know, a link without its token, and a failed load with Retry", async () => {
    stubFetch({
      "GET /api/newsletter/preferences": () => ({ status: 500, json: { message: "down" } }),
    });
    const first = inLanguage("ar");
    expect(await screen.findByRole("alert")).toHaveTextContent("تعذّر تحميل تفضيلات نشرتك البريدية.");
    expect(screen.getByRole("button", { name: "إعادة المحاولة" })).toBeInTheDocument();
    first.unmount();
    stubFetch({
      "GET /api/newsletter/preferences": () => ({ status: 404, json: { message: NEWSLETTER_TEXTS.badToken } }),
    });
    const second = inLanguage("ar", "/newsletter/preferences?token=forged.x");
    expect(await screen.findByRole("alert")).toHaveTextContent("رابط النشرة البريدية هذا غير صالح.");
    second.unmount();
    inLanguage("ar", "/newsletter/preferences");
    expect(screen.getByRole("alert")).toHaveTextContent("هذا الرابط غير مكتمل: لا يحمل أي رمز.");
    expect(screen.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/");
  });

  it("says a refused save in Arabic by the API's English", async () => {
    stubFetch({
      "GET /api/newsletter/preferences": () => ({ json: LOADED }),
      "PUT /api/newsletter/preferences": () => ({ status: 404, json: { message: NEWSLETTER_TEXTS.badToken } }),
    });
    inLanguage("ar");
    await userEvent.click(await screen.findByRole("button", { name: "حفظ التفضيلات" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("رابط النشرة البريدية هذا غير صالح.");
  });
});
