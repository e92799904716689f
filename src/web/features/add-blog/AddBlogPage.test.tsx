import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showAlert } from "../../lib/alerts";
import { fakeAuth, READER, renderScreen, stubFetch } from "../../test/renderWithAuth";
import AddBlogPage from "./AddBlogPage";

vi.mock("../../lib/alerts");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

async function fillAll() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Title"), "My trip");
  await user.type(screen.getByLabelText("Image URL"), "https://example.com/trip.png");
  await user.selectOptions(screen.getByLabelText("Category"), "Travel");
  await user.type(screen.getByLabelText("Short Description"), "Short");
  await user.type(screen.getByLabelText("Long Description"), "A long story");
  await user.click(screen.getByRole("button", { name: "Submit Blog" }));
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
    });
    expect(screen.getByLabelText("Title")).toHaveValue("");
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
});
