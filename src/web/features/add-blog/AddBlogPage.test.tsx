import { fakeAuth, READER, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert } from "@web/lib/alerts";
import { afterEach, describe, expect, it, vi } from "vitest";
import AddBlogPage, { DRAFT_SAVED } from "./AddBlogPage";

vi.mock("@web/lib/alerts");

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
    expect(screen.getByText("Title is required.")).toBeInTheDocument();
    expect(screen.getByText("Category must be one of Technology, Travel, Education, Health, Lifestyle.")).toBeVisible();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("ties each message to its field and moves focus to the first one to fix", async () => {
    stubFetch({});
    renderScreen(<AddBlogPage />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Title"));
    await user.paste("Fine title");
    await user.click(screen.getByRole("button", { name: "Submit Blog" }));
    const image = screen.getByLabelText("Image URL");
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
        expect([...document.querySelectorAll("datalist option")].map((o) => o.getAttribute("value"))).toEqual([
          "Travel, Rustacean",
        ]),
      );
      expect(screen.getByLabelText("Tags")).toHaveAttribute("list", "blog-tags-suggestions");
      expect(calls.some((call) => call.key === "GET /api/tags")).toBe(true);
    });
  });
});
