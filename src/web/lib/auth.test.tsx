import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth";
import { fetchSessionUser, signOutSession } from "./authClient";
import { unsavedTextKey } from "./unsavedText";

vi.mock("./authClient", async (original) => ({
  ...(await original<typeof import("./authClient")>()),
  fetchSessionUser: vi.fn(),
  signOutSession: vi.fn(),
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

  it("forgets the editors' unsaved text on sign-out, and nothing else of the browser's", async () => {
    vi.mocked(fetchSessionUser).mockResolvedValue({ id: "u1", email: "a@example.com", name: "A", image: null });
    vi.mocked(signOutSession).mockResolvedValue(undefined);
    window.localStorage.setItem(unsavedTextKey("u1", "new"), JSON.stringify({ at: "2024-01-01T00:00:00Z", form: {} }));
    window.localStorage.setItem("inkwell-theme", "dark");
    let logOut: () => Promise<void> = async () => {};
    function Screen() {
      const auth = useAuth();
      logOut = auth.logOut;
      return <p>{auth.status}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider initialStatus="loading">
          <Screen />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("signed-in")).toBeInTheDocument();
    await act(() => logOut());
    expect(screen.getByText("signed-out")).toBeInTheDocument();
    expect(window.localStorage.getItem(unsavedTextKey("u1", "new"))).toBeNull();
    expect(window.localStorage.getItem("inkwell-theme")).toBe("dark");
  });
});
