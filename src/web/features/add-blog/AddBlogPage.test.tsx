import { AUTHOR, fakeAuth, READER, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { richEditorLoaded } from "@web/components/rich-editor/LazyRichEditor";
import { showAlert } from "@web/lib/alerts";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import AddBlogPage, { DRAFT_SAVED } from "./AddBlogPage";

// As the screen's route does (router.tsx): the screen draws once the rich editor's code is here.
beforeAll(() => richEditorLoaded);

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

/** Pastes rather than types: one change per field keeps the test quick on a busy machine. */
async function fillAll(button = "Submit Blog") {
  const user = userEvent.setup();
  const fill = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill("Title", "My trip");
  await fill("Image URL", "https://example.com/trip.png");
  await user.selectOptions(screen.getByLabelText("Category"), "Travel");
  await fill("Short Description", "Short");
  await fill("Long Description", "A long story");
  await user.click(screen.getByRole("button", { name: button }));
}

describe("Add blog", () => {
  it("requires every field and a category before calling the server", async () => {
    const { calls } = stubFetch({});
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    expect(screen.getByRole("heading", { name: "Submit a New Blog" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Submit Blog" }));
    // The checks arrive with the first save (or as the writer starts on the form).
    expect(await screen.findByText("Title is required.")).toBeInTheDocument();
    expect(screen.getByText("Category must be one of Technology, Travel, Education, Health, Lifestyle.")).toBeVisible();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    // Only reads (the site's language for the Language field's hint): nothing was sent to be saved.
    expect(calls.filter((call) => !call.key.startsWith("GET "))).toHaveLength(0);
  });

  it("ties each message to its field and moves focus to the first one to fix", async () => {
    stubFetch({});
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Title"));
    await user.paste("Fine title");
    await user.click(screen.getByRole("button", { name: "Submit Blog" }));
    const image = screen.getByLabelText("Image URL");
    await screen.findByText("Image URL is required.");
    expect(screen.getByLabelText("Title")).not.toHaveAttribute("aria-invalid");
    expect(image).toHaveAttribute("aria-invalid", "true");
    expect(image).toHaveAccessibleDescription("Image URL is required.");
    expect(screen.getByLabelText("Short Description")).toHaveAccessibleDescription("Short Description is required.");
    await vi.waitFor(() => expect(image).toHaveFocus());
  });

  it("sends the blog, says so and resets the form", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/blog": () => ({ status: 201, json: { acknowledged: true, insertedId: "x" } }),
    });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    await fillAll();
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: "Blog added successfully." })),
    );
    expect(calls.find((call) => call.key === "POST /api/blog")?.body).toMatchObject({
      title: "My trip",
      category: "Travel",
      email: READER.email,
      username: READER.displayName,
      draft: false,
    });
    expect(screen.getByLabelText("Title")).toHaveValue("");
  });

  it("sends the language typed, in canonical case, and the original chosen among the writer's posts", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "GET /api/myBlogs": () => ({ json: [{ _id: "a".repeat(24), title: "The Sea", language: "en" }] }),
      "POST /api/blog": () => ({ status: 201, json: { acknowledged: true, insertedId: "x" } }),
    });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Language"));
    await user.paste("es");
    const original = screen.getByLabelText("Translation of");
    await user.click(original);
    await screen.findByRole("option", { name: "The Sea (en)" });
    await user.selectOptions(original, "The Sea (en)");
    await fillAll();
    await vi.waitFor(() => expect(calls.some((call) => call.key === "POST /api/blog")).toBe(true));
    expect(calls.find((call) => call.key === "POST /api/blog")?.body).toMatchObject({
      language: "es",
      translationOf: "a".repeat(24),
    });
  });

  it("shows a malformed language beside its field and sends nothing", async () => {
    const { calls } = stubFetch({});
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Language"));
    await user.paste("not a language");
    await fillAll();
    expect(await screen.findByText("A language must be a tag like en, es or pt-BR.")).toBeInTheDocument();
    expect(calls.some((call) => call.key === "POST /api/blog")).toBe(false);
  });

  it("'Save draft' sends the same checked fields with draft: true", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/blog": () => ({ status: 201, json: { acknowledged: true, insertedId: "x" } }),
    });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    await fillAll("Save draft");
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: "Draft Saved", text: DRAFT_SAVED })),
    );
    expect(calls.find((call) => call.key === "POST /api/blog")?.body).toMatchObject({ title: "My trip", draft: true });
  });

  it("offers 'Try Again' when the server refuses", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/blog": () => ({ status: 500, json: { message: "down" } }),
    });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    await fillAll();
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ text: "Failed to add blog.", confirmButtonText: "Try Again" }),
      ),
    );
    expect(screen.getByLabelText("Title")).toHaveValue("My trip");
  });

  describe("the Tags field", () => {
    it("is labelled, says how to write tags, and sends them as a list", async () => {
      const { calls } = stubFetch({
        "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
        "GET /api/tags": () => ({ json: [] }),
        "POST /api/blog": () => ({ status: 201, json: { acknowledged: true, insertedId: "x" } }),
      });
      renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
      const tags = screen.getByLabelText("Tags");
      expect(tags).toHaveAccessibleDescription("Up to 10, separated by commas");
      const user = userEvent.setup();
      await user.click(tags);
      await user.paste(" Web Dev , alps,, ");
      await fillAll();
      await vi.waitFor(() => expect(calls.some((call) => call.key === "POST /api/blog")).toBe(true));
      expect(calls.find((call) => call.key === "POST /api/blog")?.body).toMatchObject({ tags: ["Web Dev", "alps"] });
    });

    it("checks tags by the shared rules before calling the server, the message tied to the field", async () => {
      const { calls } = stubFetch({ "GET /api/tags": () => ({ json: [] }) });
      renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
      const user = userEvent.setup();
      await user.click(screen.getByLabelText("Tags"));
      await user.paste("c++, Web Dev, web-dev");
      await user.click(screen.getByRole("button", { name: "Submit Blog" }));
      const tags = screen.getByLabelText("Tags");
      expect(tags).toHaveAttribute("aria-invalid", "true");
      expect(tags).toHaveAccessibleDescription(
        expect.stringContaining('Tag "c++" may hold only letters, digits, spaces and hyphens.'),
      );
      expect(calls.some((call) => call.key === "POST /api/blog")).toBe(false);
    });

    it("offers tags others use for the one being typed, completing the field", async () => {
      const { calls } = stubFetch({
        "GET /api/tags": () => ({ json: [{ name: "Rustacean", slug: "rustacean", count: 3 }] }),
      });
      renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
      const user = userEvent.setup();
      await user.click(screen.getByLabelText("Tags"));
      await user.paste("Travel, ru");
      await vi.waitFor(() =>
        expect(
          [...document.querySelectorAll("#blog-tags-suggestions option")].map((o) => o.getAttribute("value")),
        ).toEqual(["Travel, Rustacean"]),
      );
      expect(screen.getByLabelText("Tags")).toHaveAttribute("list", "blog-tags-suggestions");
      expect(calls.some((call) => call.key === "GET /api/tags")).toBe(true);
    });
  });
});

describe("Add blog: publish later", () => {
  /** A datetime-local value `hours` ahead, as the writer's browser would fill it. */
  const localIn = (hours: number) => {
    const date = new Date(Date.now() + hours * 60 * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  };

  it("offers a labelled Publish at field that names the writer's time zone", () => {
    stubFetch({});
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const field = screen.getByLabelText("Publish at");
    expect(field).toHaveAttribute("type", "datetime-local");
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    expect(screen.getByRole("button", { name: "Schedule" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Blog" })).toBeInTheDocument();
  });

  it("sends publishAt as an ISO time with the writer's offset, and says when it goes out", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/blog": () => ({ status: 201, json: { acknowledged: true, insertedId: "x" } }),
    });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const value = localIn(48);
    fireEvent.change(screen.getByLabelText("Publish at"), { target: { value } });
    await fillAll("Schedule");
    await vi.waitFor(() => expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: "Scheduled" })));
    const body = calls.find((call) => call.key === "POST /api/blog")?.body as { publishAt: string; draft?: boolean };
    expect(body.publishAt).toMatch(/T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/u);
    expect(Date.parse(body.publishAt)).toBe(new Date(value).getTime());
    expect(body.draft).toBeUndefined();
  });

  it("refuses a time too soon, on the field, without calling the server", async () => {
    const { calls } = stubFetch({});
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    fireEvent.change(screen.getByLabelText("Publish at"), { target: { value: localIn(-1) } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Schedule" }));
    const field = screen.getByLabelText("Publish at");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Choose a time at least 1 minute from now."));
    expect(calls.filter((call) => call.key === "POST /api/blog")).toHaveLength(0);
  });
});

describe("No lost words", () => {
  it("keeps typed text in the browser and offers it back after the screen is left unsaved", async () => {
    stubFetch({});
    const first = renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Title"));
    await user.paste("Half a thought");
    await user.click(screen.getByLabelText("Long Description"));
    await user.paste("The first paragraph, never saved.");
    // The editor hands the form its Markdown when typing pauses, so the body is kept a moment after the title.
    await vi.waitFor(() => {
      const key = window.localStorage.key(0);
      expect(key && window.localStorage.getItem(key)).toContain("The first paragraph, never saved.");
    });
    first.unmount();

    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const offer = await screen.findByRole("region", { name: /You have text from .* that was not saved\./u });
    expect(screen.getByLabelText("Title")).toHaveValue("");
    await user.click(within(offer).getByRole("button", { name: "Restore it" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Half a thought");
    // The body is the rich editor, a contenteditable: it has text, not a value.
    expect(screen.getByLabelText("Long Description")).toHaveTextContent("The first paragraph, never saved.");
    expect(screen.queryByRole("region", { name: /not saved/u })).not.toBeInTheDocument();
  });

  it("'Discard' forgets the kept text, and another account never sees it", async () => {
    stubFetch({});
    const first = renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Title"));
    await user.paste("Private notes");
    await vi.waitFor(() => expect(window.localStorage.length).toBe(1));
    first.unmount();

    const other = renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: AUTHOR }) });
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.queryByRole("region", { name: /not saved/u })).not.toBeInTheDocument();
    other.unmount();

    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(window.localStorage.length).toBe(0);
  });

  it("forgets the text as soon as the server has it", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/blog": () => ({ status: 201, json: { acknowledged: true, insertedId: "x" } }),
    });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Title"));
    await user.paste("Kept for now");
    await vi.waitFor(() => expect(window.localStorage.length).toBe(1));
    await fillAll();
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: "Blog added successfully." })),
    );
    expect(window.localStorage.length).toBe(0);
  });
});

describe("Add blog in the reader's language (issue 59)", () => {
  /** Fills every field by its German label and presses `button`. */
  async function fillInGerman(button: string) {
    const user = userEvent.setup();
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill("Titel", "Meine Reise");
    await fill("Bild-URL", "https://example.com/trip.png");
    await user.selectOptions(screen.getByLabelText("Kategorie"), "Reisen");
    await fill("Kurzbeschreibung", "Kurz");
    await fill("Ausführliche Beschreibung", "Eine lange Geschichte");
    await user.click(screen.getByRole("button", { name: button }));
  }

  it("labels the form and its buttons in German, and says its checks in German", async () => {
    const { calls } = stubFetch({ "GET /api/tags": () => ({ json: [] }) });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }), language: "de" });
    expect(screen.getByRole("heading", { name: "Neuen Blog einreichen" })).toBeInTheDocument();
    expect(screen.getByLabelText("Schlagwörter")).toHaveAccessibleDescription("Bis zu 10, durch Kommas getrennt");
    expect(screen.getByLabelText("Sprache")).toHaveAccessibleDescription(
      "Ein Sprachkürzel wie en, es oder pt-BR. Leer: die Sprache der Website, Englisch (en).",
    );
    expect(screen.getByLabelText("Übersetzung von")).toHaveDisplayValue("Keine Übersetzung");
    expect(screen.getByRole("group", { name: "Später veröffentlichen" })).toBeInTheDocument();
    expect(screen.getByLabelText("Veröffentlichen am")).toHaveAccessibleDescription(
      expect.stringContaining("Ihre Zeitzone:"),
    );
    expect(screen.getByRole("button", { name: "Planen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Entwurf speichern" })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Schlagwörter"));
    await user.paste("c++");
    await user.click(screen.getByRole("button", { name: "Blog einreichen" }));
    expect(await screen.findByText("Der Titel ist erforderlich.")).toBeInTheDocument();
    expect(screen.getByLabelText("Titel")).toHaveAttribute("aria-invalid", "true");
    expect(
      screen.getByText(
        "Die Kategorie muss eine der folgenden sein: Technologie, Reisen, Bildung, Gesundheit oder Lifestyle.",
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Kurzbeschreibung")).toHaveAccessibleDescription(
      "Die Kurzbeschreibung ist erforderlich.",
    );
    expect(screen.getByLabelText("Schlagwörter")).toHaveAccessibleDescription(
      expect.stringContaining(
        "Das Schlagwort „c++“ darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten.",
      ),
    );
    expect(calls.some((call) => call.key === "POST /api/blog")).toBe(false);
  });

  it("refuses a time too soon in German, and says a saved draft in German", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/blog": () => ({ status: 201, json: { acknowledged: true, insertedId: "x" } }),
    });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }), language: "de" });
    fireEvent.change(screen.getByLabelText("Veröffentlichen am"), { target: { value: "2000-01-01T09:00" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Planen" }));
    expect(screen.getByLabelText("Veröffentlichen am")).toHaveAccessibleDescription(
      expect.stringContaining("Wählen Sie einen Zeitpunkt, der mindestens 1 Minute in der Zukunft liegt."),
    );
    await fillInGerman("Entwurf speichern");
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Entwurf gespeichert",
          text: "Nur Sie können ihn sehen: Sie finden ihn in Ihrem Profil unter „Meine Blogs“.",
        }),
      ),
    );
  });

  it("speaks Arabic: the heading, the fields, a length check with Arabic plurals, and the failure", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/blog": () => ({ status: 500, json: { message: "down" } }),
    });
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }), language: "ar" });
    expect(screen.getByRole("heading", { name: "إرسال مدونة جديدة" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("العنوان"));
    await user.paste("x".repeat(201));
    await user.click(screen.getByRole("button", { name: "إرسال المدونة" }));
    const title = screen.getByLabelText("العنوان");
    await vi.waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        `يجب ألا يتجاوز العنوان ${new Intl.NumberFormat("ar").format(200)} حرف.`,
      ),
    );
    expect(screen.getByLabelText("رابط الصورة")).toHaveAccessibleDescription("رابط الصورة مطلوب.");
    expect(screen.getByLabelText("وصف قصير")).toHaveAccessibleDescription("الوصف القصير مطلوب.");

    await user.clear(title);
    await user.paste("رحلتي");
    await user.click(screen.getByLabelText("رابط الصورة"));
    await user.paste("https://example.com/trip.png");
    await user.selectOptions(screen.getByLabelText("التصنيف"), "السفر");
    await user.click(screen.getByLabelText("وصف قصير"));
    await user.paste("قصير");
    await user.click(screen.getByLabelText("وصف مفصّل"));
    await user.paste("قصة طويلة");
    await user.click(screen.getByRole("button", { name: "إرسال المدونة" }));
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ title: "خطأ", text: "تعذّرت إضافة المدونة.", confirmButtonText: "إعادة المحاولة" }),
      ),
    );
  });
});
