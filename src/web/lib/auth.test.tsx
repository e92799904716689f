import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth";
import { fetchSessionUser } from "./authClient";

vi.mock("./authClient", async (original) => ({
  ...(await original<typeof import("./authClient")>()),
  fetchSessionUser: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

function renderCounted() {
  let renders = 0;
  function Screen() {
    renders += 1;
    return <p>{useAuth().status}</p>;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider initialStatus="signed-out">
        <Screen />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return () => renders;
}

describe("AuthProvider", () => {
  it("does not render the screens again when the session check confirms the server's 'signed out'", async () => {
    let answer: (user: null) => void = () => {};
    vi.mocked(fetchSessionUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const renders = renderCounted();
    expect(renders()).toBe(1);
    await act(async () => answer(null));
    expect(screen.getByText("signed-out")).toBeInTheDocument();
    expect(renders()).toBe(1);
  });

  it("does render them when someone turns out to be signed in", async () => {
    vi.mocked(fetchSessionUser).mockResolvedValue({ id: "u1", email: "a@example.com", name: "A", image: null });
    const renders = renderCounted();
    expect(await screen.findByText("signed-in")).toBeInTheDocument();
    expect(renders()).toBe(2);
  });
});
