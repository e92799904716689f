import type { InterfaceLocale } from "@shared/locales";
import { MESSAGES } from "@shared/messages";
import type { Blog } from "@shared/schemas";
import { AUTHOR, fakeAuth, READER, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { richEditorLoaded } from "@web/components/rich-editor/LazyRichEditor";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { unsavedTextKey } from "@web/lib/unsavedText";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import UpdatePage from "./UpdatePage";

// As the screen's route does (router.tsx): the screen draws once the rich editor's code is here.
beforeAll(() => richEditorLoaded);

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const BLOG: Blog = {
  _id: "a".repeat(24),
  title: "Old title",
  image: "https://example.com/i.png",
  category: "Travel",
  shortDesc: "short",
  longDesc: "long words here",
  email: AUTHOR.email,
  username: AUTHOR.displayName,
  wordCount: 3,
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
  slug: "old-title",
  url: "/@author/old-title",
  author: { handle: "author", name: AUTHOR.displayName, image: null },
};

function open(
  user = AUTHOR,
  put: { status?: number; json?: unknown } = { json: { modifiedCount: 1 } },
  blog: Blog = BLOG,
  language?: InterfaceLocale,
) {
  const fetches = stubFetch({
    "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
    "GET /api/tags": () => ({ json: [] }),
    [`GET /api/allBlogs/${BLOG._id}`]: () => ({ json: blog }),
    [`PUT /api/blogs/${BLOG._id}`]: () => put,
  });
  const view = renderScreen(<UpdatePage />, {
    auth: fakeAuth({ user }),
    path: "/update/:id",
    at: `/update/${BLOG._id}`,
    routes: [
      { path: "/Blogs", element: <p>all blogs</p> },
      { path: "/profile", element: <p>profile</p> },
    ],
    ...(language ? { language } : {}),
  });
  return { ...view, ...fetches };
}

describe("Update blog", () => {
  it("refuses a reader who is not the author", async () => {
    open(READER);
    expect(await screen.findByText(MESSAGES.notAuthorizedUpdate)).toBeInTheDocument();
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
  });

  it("says when the blog cannot be loaded", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`GET /api/allBlogs/${BLOG._id}`]: () => ({ status: 500, json: { message: "Database down" } }),
    });
    renderScreen(<UpdatePage />, { auth: fakeAuth({ user: AUTHOR }), path: "/update/:id", at: `/update/${BLOG._id}` });
    expect(await screen.findByText(MESSAGES.loadBlogFailed)).toBeInTheDocument();
  });

  it("says an unknown blog was not found, with a way back", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`GET /api/allBlogs/${BLOG._id}`]: () => ({ status: 404, json: { message: "Not found" } }),
    });
    renderScreen(<UpdatePage />, { auth: fakeAuth({ user: AUTHOR }), path: "/update/:id", at: `/update/${BLOG._id}` });
    expect(await screen.findByText(MESSAGES.blogNotFound)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loadBlogFailed)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to All Blogs" })).toHaveAttribute("href", "/Blogs");
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
  });

  it("requires title and description before calling the server, then points at the first", async () => {
    const { calls } = open();
    const user = userEvent.setup();
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    // jsdom cannot edit the rich editor's contenteditable; its Markdown view is a text area it can.
    await user.click(screen.getByRole("tab", { name: "Markdown" }));
    await user.clear(screen.getByLabelText("Description"));
    await user.click(screen.getByRole("button", { name: "Update Blog" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: MESSAGES.updateRequired }));
    expect(calls.some((call) => call.key.startsWith("PUT"))).toBe(false);
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription("Title is required.");
    expect(screen.getByLabelText("Description")).toHaveAccessibleDescription("Description is required.");
    await vi.waitFor(() => expect(title).toHaveFocus());
  });

  it("requires a short description, tied to its field", async () => {
    const { calls } = open();
    const user = userEvent.setup();
    const short = await screen.findByLabelText("Summary");
    await user.clear(short);
    await user.click(screen.getByRole("button", { name: "Update Blog" }));
    expect(short).toHaveAccessibleDescription(expect.stringContaining("Short Description is required."));
    await vi.waitFor(() => expect(short).toHaveFocus());
    expect(showAlert).not.toHaveBeenCalled();
    expect(calls.some((call) => call.key.startsWith("PUT"))).toBe(false);
  });

  it("sends SPEC's four fields and the short description, says 'Task Updated!' and goes to /Blogs", async () => {
    const { calls, router } = open();
    const user = userEvent.setup();
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    await user.type(title, "New title");
    await user.click(screen.getByRole("button", { name: "Update Blog" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/Blogs"));
    const put = calls.find((call) => call.key.startsWith("PUT"));
    expect(put?.body).toEqual({
      title: "New title",
      category: "Travel",
      image: BLOG.image,
      shortDesc: BLOG.shortDesc,
      longDesc: BLOG.longDesc,
      draft: false,
    });
    expect(put?.headers.authorization).toBe("Bearer h.e30.s");
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Task Updated!", undefined, 1500);
  });

  it("shows the post's tags in the Tags field and sends them as edited", async () => {
    const tags = [
      { name: "Web Dev", slug: "web-dev" },
      { name: "Alps", slug: "alps" },
    ];
    const { calls, router } = open(AUTHOR, { json: { modifiedCount: 1 } }, { ...BLOG, tags });
    const field = await screen.findByLabelText("Tags");
    expect(field).toHaveValue("Web Dev, Alps");
    const user = userEvent.setup();
    await user.clear(field);
    await user.paste("Alps");
    await user.click(screen.getByRole("button", { name: "Update Blog" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/Blogs"));
    expect(calls.find((call) => call.key.startsWith("PUT"))?.body).toMatchObject({ tags: ["Alps"] });
  });

  it("'Save draft' sends draft: true and goes to Profile", async () => {
    const { calls, router } = open();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save draft" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(calls.find((call) => call.key.startsWith("PUT"))?.body).toMatchObject({ draft: true });
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Draft Saved", expect.any(String), 2000);
  });

  it("says 'No changes were made.' when nothing changed", async () => {
    open(AUTHOR, { json: { modifiedCount: 0 } });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Update Blog" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: MESSAGES.noChanges }));
  });

  it("shows the server's refusal of a non-author", async () => {
    open(AUTHOR, { status: 403, json: { message: "Forbidden" } });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Update Blog" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: MESSAGES.notAuthorizedUpdate }));
  });

  it("offers the same five categories as Add, in a select", async () => {
    open();
    const category = await screen.findByLabelText("Category");
    expect(category.tagName).toBe("SELECT");
    expect(category).toHaveValue("Travel");
    const options = [...(category as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.value);
    expect(options).toEqual(["Technology", "Travel", "Education", "Health", "Lifestyle"]);
  });

  it("asks again for a category from before the five were enforced", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`GET /api/allBlogs/${BLOG._id}`]: () => ({ json: { ...BLOG, category: "Cooking" } }),
    });
    renderScreen(<UpdatePage />, { auth: fakeAuth({ user: AUTHOR }), path: "/update/:id", at: `/update/${BLOG._id}` });
    const category = await screen.findByLabelText("Category");
    expect(category).toHaveValue("");
    await userEvent.setup().click(screen.getByRole("button", { name: "Update Blog" }));
    expect(category).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.key.startsWith("PUT"))).toBe(false);
  });

  it("has a Cancel link back to the blog", async () => {
    open();
    expect(await screen.findByRole("link", { name: "Cancel" })).toHaveAttribute("href", `/viewdetails/${BLOG._id}`);
  });
});

describe("Update blog: a scheduled post", () => {
  const publishAt = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString();
  const SCHEDULED: Blog = { ...BLOG, draft: true, status: "scheduled", publishAt };

  function openScheduled() {
    const fetches = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`GET /api/allBlogs/${BLOG._id}`]: () => ({ json: SCHEDULED }),
      [`PUT /api/blogs/${BLOG._id}`]: () => ({ json: { modifiedCount: 1 } }),
    });
    renderScreen(<UpdatePage />, {
      auth: fakeAuth({ user: AUTHOR }),
      path: "/update/:id",
      at: `/update/${BLOG._id}`,
      routes: [{ path: "/profile", element: <p>profile</p> }],
    });
    return fetches;
  }

  it("shows its schedule in the field and in words, and 'Unschedule' sends publishAt: null", async () => {
    const { calls } = openScheduled();
    const field = await screen.findByLabelText("Publish at");
    expect(Date.parse(new Date((field as HTMLInputElement).value).toISOString())).toBe(
      Math.floor(Date.parse(publishAt) / 60_000) * 60_000,
    );
    expect(screen.getByText(/^Scheduled for /u)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Unschedule" }));
    expect(await screen.findByText("profile")).toBeInTheDocument();
    expect(calls.find((call) => call.key === `PUT /api/blogs/${BLOG._id}`)?.body).toMatchObject({ publishAt: null });
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Draft Saved", expect.any(String), expect.any(Number));
  });

  it("keeps SPEC's buttons as they were", async () => {
    openScheduled();
    expect(await screen.findByRole("button", { name: "Update Blog" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save draft" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Schedule" })).toBeInTheDocument();
  });
});

describe("Update blog keeps unsaved text", () => {
  it("offers an edit that was never saved, and the update then sends it", async () => {
    const kept = {
      title: "A better title",
      category: "Travel",
      image: BLOG.image,
      shortDesc: "short",
      longDesc: "new words",
      tags: "",
    };
    window.localStorage.setItem(
      unsavedTextKey(AUTHOR.id, BLOG._id),
      JSON.stringify({ at: "2024-02-03T04:05:00.000Z", form: kept }),
    );
    const { calls } = open();
    const offer = await screen.findByRole("region", { name: /that was not saved/u });
    expect(screen.getByLabelText("Title")).toHaveValue("Old title");
    const user = userEvent.setup();
    await user.click(within(offer).getByRole("button", { name: "Restore it" }));
    expect(screen.getByLabelText("Title")).toHaveValue("A better title");
    await user.click(screen.getByRole("button", { name: "Update Blog" }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.key === `PUT /api/blogs/${BLOG._id}`)?.body).toMatchObject({
        title: "A better title",
        longDesc: "new words",
      }),
    );
    await vi.waitFor(() => expect(window.localStorage.getItem(unsavedTextKey(AUTHOR.id, BLOG._id))).toBeNull());
  });

  it("offers nothing when the kept text is what the server already has", async () => {
    const same = {
      title: BLOG.title,
      category: "Travel",
      image: BLOG.image,
      shortDesc: "short",
      longDesc: BLOG.longDesc,
      tags: "",
    };
    window.localStorage.setItem(
      unsavedTextKey(AUTHOR.id, BLOG._id),
      JSON.stringify({ at: BLOG.updatedAt, form: same }),
    );
    open();
    expect(await screen.findByLabelText("Title")).toHaveValue("Old title");
    expect(screen.queryByRole("region", { name: /that was not saved/u })).not.toBeInTheDocument();
  });
});

describe("Update blog in the reader's language (issue 59)", () => {
  it("labels the form, its buttons and its checks in Spanish", async () => {
    const { calls } = open(AUTHOR, { json: { modifiedCount: 1 } }, BLOG, "es");
    expect(await screen.findByRole("heading", { name: "Actualizar blog" })).toBeInTheDocument();
    const title = await screen.findByLabelText("Título");
    expect(screen.getByLabelText("Resumen")).toHaveAccessibleDescription(
      "La descripción breve que aparece en las tarjetas de los blogs.",
    );
    expect(screen.getByLabelText("Categoría")).toHaveDisplayValue("Viajes");
    expect(screen.getByLabelText("Etiquetas")).toHaveAccessibleDescription("Hasta 10, separadas por comas");
    expect(screen.getByRole("button", { name: "Guardar borrador" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Programar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancelar" })).toHaveAttribute("href", `/viewdetails/${BLOG._id}`);

    const user = userEvent.setup();
    await user.clear(title);
    await user.clear(screen.getByLabelText("Resumen"));
    await user.click(screen.getByRole("button", { name: "Actualizar blog" }));
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Faltan campos", text: "El título y la descripción son obligatorios." }),
    );
    expect(title).toHaveAccessibleDescription("El título es obligatorio.");
    expect(screen.getByLabelText("Resumen")).toHaveAccessibleDescription(
      expect.stringContaining("La descripción breve es obligatoria."),
    );
    expect(calls.some((call) => call.key.startsWith("PUT"))).toBe(false);
  });

  it("offers unsaved text back in Spanish", async () => {
    window.localStorage.setItem(
      unsavedTextKey(AUTHOR.id, BLOG._id),
      JSON.stringify({
        at: "2024-02-03T04:05:00.000Z",
        form: {
          title: "Otro título",
          category: "Travel",
          image: BLOG.image,
          shortDesc: "short",
          longDesc: "x",
          tags: "",
        },
      }),
    );
    open(AUTHOR, { json: { modifiedCount: 1 } }, BLOG, "es");
    const offer = await screen.findByRole("region", { name: /^Tiene texto del .* que no se guardó\.$/u });
    expect(within(offer).getByRole("button", { name: "Descartar" })).toBeInTheDocument();
    await userEvent.setup().click(within(offer).getByRole("button", { name: "Restaurarlo" }));
    expect(screen.getByLabelText("Título")).toHaveValue("Otro título");
  });

  it("refuses a reader who is not the author in Arabic, with the way back", async () => {
    open(READER, { json: { modifiedCount: 1 } }, BLOG, "ar");
    expect(await screen.findByText("ليست لديك صلاحية تحديث هذه المدونة.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "تحديث المدونة" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "العودة إلى جميع المدونات" })).toHaveAttribute("href", "/Blogs");
  });

  it("saves a draft and says so in Arabic", async () => {
    const { router } = open(AUTHOR, { json: { modifiedCount: 1 } }, BLOG, "ar");
    expect(await screen.findByLabelText("الملخص")).toHaveAccessibleDescription(
      "الوصف القصير الذي يظهر على بطاقات المدونات.",
    );
    expect(screen.getByRole("button", { name: "تحديث المدونة" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "حفظ المسودة" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(showTimedAlert).toHaveBeenCalledWith("success", "تم حفظ المسودة", "لا يراها أحد سواك، ضمن «مدوناتي».", 2000);
  });
});
