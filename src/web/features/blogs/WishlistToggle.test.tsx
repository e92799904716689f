import type { WishlistItem } from "@shared/schemas";
import { sampleBlog } from "@test/web/blogFixtures";
import { fakeAuth, READER, renderScreen, stubFetch, testQueryClient } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { queryKeys } from "@web/lib/queryKeys";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WishlistToggle } from "./WishlistToggle";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const blog = sampleBlog();
const key = queryKeys.wishlist(READER.email);
const wishlistPath = `GET /api/wishlist/${encodeURIComponent(READER.email)}`;

/** A promise the test resolves by hand, to look at the screen while a call is in flight. */
function gate<T>() {
  let open: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe("WishlistToggle", () => {
  it("tells visitors to sign in and explains why when pressed", async () => {
    renderScreen(<WishlistToggle blog={blog} />, { auth: fakeAuth({ user: null }) });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in to use wishlist" }));
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Login Required", text: "Please log in to manage your wishlist." }),
    );
  });

  it("adds at once with a temporary id, then takes the server's insertedId", async () => {
    const reply = gate<void>();
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [wishlistPath]: () => ({ json: [] }),
      "POST /api/wishlist": () => ({ status: 201, json: { acknowledged: true, insertedId: "w-real" } }),
    });
    const original = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "POST") await reply.promise;
      return original(input, init);
    });
    const client = testQueryClient();
    renderScreen(<WishlistToggle blog={blog} />, { auth: fakeAuth({ user: READER }), client });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add to Wishlist" }));

    expect(await screen.findByRole("button", { name: "Remove from Wishlist" })).toBeInTheDocument();
    const optimistic = client.getQueryData<WishlistItem[]>(key) ?? [];
    expect(optimistic).toHaveLength(1);
    expect(optimistic[0]?._id).toMatch(/^temp-/u);

    reply.open();
    await vi.waitFor(() => expect(client.getQueryData<WishlistItem[]>(key)?.[0]?._id).toBe("w-real"));
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Added to Wishlist", blog.title, 1500);
  });

  it("removes at once and says so with the blog's title", async () => {
    const saved: WishlistItem = {
      _id: "w1",
      blogId: blog._id,
      userEmail: READER.email,
      blogData: blog,
      createdAt: "x",
    };
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [wishlistPath]: () => ({ json: [saved] }),
      "DELETE /api/wishlist/w1": () => ({ json: { acknowledged: true, deletedCount: 1 } }),
    });
    const client = testQueryClient();
    renderScreen(<WishlistToggle blog={blog} />, { auth: fakeAuth({ user: READER }), client });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Remove from Wishlist" }));
    expect(await screen.findByRole("button", { name: "Add to Wishlist" })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(showTimedAlert).toHaveBeenCalledWith("success", "Removed from Wishlist", blog.title, 1500),
    );
    expect(calls.some((call) => call.key === "DELETE /api/wishlist/w1")).toBe(true);
  });

  it("returns to the true state and shows SPEC's error when the server fails", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [wishlistPath]: () => ({ json: [] }),
      "POST /api/wishlist": () => ({ status: 500, json: { message: "down" } }),
    });
    const client = testQueryClient();
    renderScreen(<WishlistToggle blog={blog} />, { auth: fakeAuth({ user: READER }), client });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add to Wishlist" }));
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ text: "Failed to update wishlist. Please try again." }),
      ),
    );
    expect(await screen.findByRole("button", { name: "Add to Wishlist" })).toBeEnabled();
    expect(client.getQueryData<WishlistItem[]>(key)).toEqual([]);
  });
});
