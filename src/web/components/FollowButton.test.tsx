import type { AuthorProfile } from "@shared/profile";
import { fakeAuth, READER, renderScreen, stubFetch, testQueryClient } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert } from "@web/lib/alerts";
import { queryKeys } from "@web/lib/queryKeys";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FollowButton } from "./FollowButton";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));
vi.mock("@web/lib/toast");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const handle = "octavia";
const followPath = `/api/authors/${handle}/follow`;
const profile: AuthorProfile = {
  handle,
  name: "Octavia",
  image: null,
  bio: "",
  postCount: 2,
  followerCount: 3,
  fediverse: null,
};

describe("FollowButton", () => {
  it("offers visitors Follow, not pressed, and explains the sign-in when pressed", async () => {
    renderScreen(<FollowButton handle={handle} />, { auth: fakeAuth({ user: null }) });
    const button = screen.getByRole("button", { name: "Follow" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.setup().click(button);
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Login Required", text: "Please log in to follow writers." }),
    );
  });

  it("follows, then shows Following pressed, and the server's count reaches the profile", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`GET ${followPath}`]: () => ({ json: { following: false, followerCount: 3, self: false } }),
      [`POST ${followPath}`]: () => ({ json: { following: true, followerCount: 4 } }),
      [`DELETE ${followPath}`]: () => ({ json: { following: false, followerCount: 3 } }),
    });
    const client = testQueryClient();
    client.setQueryData(queryKeys.author(handle), profile);
    renderScreen(<FollowButton handle={handle} />, { auth: fakeAuth({ user: READER }), client });
    const user = userEvent.setup();

    const follow = await screen.findByRole("button", { name: "Follow" });
    await vi.waitFor(() => expect(follow).toBeEnabled());
    expect(follow).toHaveAttribute("aria-pressed", "false");
    await user.click(follow);
    const following = await screen.findByRole("button", { name: "Following" });
    expect(following).toHaveAttribute("aria-pressed", "true");
    expect(client.getQueryData<AuthorProfile>(queryKeys.author(handle))?.followerCount).toBe(4);
    expect(calls.some((call) => call.key.startsWith("POST"))).toBe(true);

    await vi.waitFor(() => expect(following).toBeEnabled());
    await user.click(following);
    expect(await screen.findByRole("button", { name: "Follow" })).toHaveAttribute("aria-pressed", "false");
    expect(client.getQueryData<AuthorProfile>(queryKeys.author(handle))?.followerCount).toBe(3);
  });

  it("shows the server's message in a toast when following fails, and stays as it was", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`GET ${followPath}`]: () => ({ json: { following: false, followerCount: 0, self: false } }),
      [`POST ${followPath}`]: () => ({ status: 429, json: { message: "Too many requests. Try again soon." } }),
    });
    renderScreen(<FollowButton handle={handle} />, { auth: fakeAuth({ user: READER }) });
    const follow = await screen.findByRole("button", { name: "Follow" });
    await vi.waitFor(() => expect(follow).toBeEnabled());
    await userEvent.setup().click(follow);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("error", "Too many requests. Try again soon."));
    expect(screen.getByRole("button", { name: "Follow" })).toHaveAttribute("aria-pressed", "false");
  });

  it("is not there on the reader's own page, nor on their own post", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`GET ${followPath}`]: () => ({ json: { following: false, followerCount: 5, self: true } }),
    });
    const { unmount } = renderScreen(<FollowButton handle={handle} />, { auth: fakeAuth({ user: READER }) });
    await vi.waitFor(() => expect(screen.queryByRole("button")).not.toBeInTheDocument());
    unmount();
    renderScreen(<FollowButton handle={handle} own />, { auth: fakeAuth({ user: READER }) });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
