import { MOVE_MESSAGES } from "@shared/moving";
import type { Me } from "@shared/profile";
import { fakeAuth, READER, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MovingAccount } from "./MovingAccount";

const MOVED_TO_LABEL = "New account";
const ALIASES_LABEL = "Accounts you moved from";

vi.mock("@web/lib/toast");

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const NEW_HOME = "https://social.example/users/rita";

const me = (overrides: Partial<Me> = {}): Me => ({
  id: READER.id,
  email: READER.email,
  name: READER.displayName,
  image: null,
  handle: "rita",
  bio: "",
  role: "member",
  notifyFollowed: true,
  federated: true,
  movedTo: null,
  alsoKnownAs: [],
  language: null,
  ...overrides,
});

const token = () => ({ json: { token: "h.e30.s" } });

describe("Settings: moving to another server", () => {
  it("checks the address before sending, then shows the server's refusal on the field", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": token,
      "GET /api/me": () => ({ json: me() }),
      "PATCH /api/me": () => ({ status: 400, json: { message: MOVE_MESSAGES.notAliased } }),
    });
    renderScreen(<MovingAccount userId={READER.id} />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    const field = await screen.findByLabelText(MOVED_TO_LABEL);
    await user.type(field, "just words");
    await user.click(screen.getByRole("button", { name: "Move my followers" }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MOVE_MESSAGES.notAnAddress));
    expect(calls.filter((call) => call.key === "PATCH /api/me")).toHaveLength(0);

    await user.clear(field);
    await user.type(field, NEW_HOME);
    await user.click(screen.getByRole("button", { name: "Move my followers" }));
    expect(await screen.findByText(MOVE_MESSAGES.notAliased)).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(calls.find((call) => call.key === "PATCH /api/me")?.body).toEqual({ movedTo: NEW_HOME });
  });

  it("shows where the writer moved, and cancels with movedTo null", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": token,
      "GET /api/me": () => ({ json: me({ movedTo: NEW_HOME }) }),
      "PATCH /api/me": () => ({ json: me() }),
    });
    renderScreen(<MovingAccount userId={READER.id} />, { auth: fakeAuth({ user: READER }) });
    expect(await screen.findByText(NEW_HOME)).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel the move" }));
    await vi.waitFor(() => expect(screen.queryByText(NEW_HOME)).toBeNull());
    expect(calls.find((call) => call.key === "PATCH /api/me")?.body).toEqual({ movedTo: null });
    expect(showToast).toHaveBeenCalledWith("success", "This account no longer says it moved.");
  });

  it("saves the accounts the writer moved from, one per line", async () => {
    const { calls } = stubFetch({
      "GET /api/auth/token": token,
      "GET /api/me": () => ({ json: me() }),
      "PATCH /api/me": () => ({ json: me({ alsoKnownAs: [NEW_HOME] }) }),
    });
    renderScreen(<MovingAccount userId={READER.id} />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    const field = await screen.findByLabelText(ALIASES_LABEL);
    await user.type(field, "@rita@social.example{enter}{enter}");
    await user.click(screen.getByRole("button", { name: "Save accounts you moved from" }));
    await vi.waitFor(() => expect(screen.getByLabelText(ALIASES_LABEL)).toHaveValue(NEW_HOME));
    expect(calls.find((call) => call.key === "PATCH /api/me")?.body).toEqual({
      alsoKnownAs: ["@rita@social.example"],
    });
  });
});

describe("Settings: moving, in the reader's language (issue 59)", () => {
  it("names the move and its fields in German, the new address where German puts it", async () => {
    stubFetch({
      "GET /api/auth/token": token,
      "GET /api/me": () => ({ json: me({ movedTo: NEW_HOME }) }),
    });
    renderScreen(<MovingAccount userId={READER.id} />, { auth: fakeAuth({ user: READER }), language: "de" });
    expect(await screen.findByRole("form", { name: "Zu einem anderen Server umziehen" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(`Sie sind zu ${NEW_HOME} umgezogen.`);
    expect(screen.getByRole("button", { name: "Umzug rückgängig machen" })).toBeInTheDocument();
    expect(screen.getByLabelText("Neues Konto")).toBeInTheDocument();
    expect(screen.getByLabelText("Konten, von denen Sie umgezogen sind")).toBeInTheDocument();
  });
});
