import { FOLLOWER_MAIL_TEXTS } from "@shared/mail-links";
import { FIELD_NOTES, openMailLinkPage } from "@test/web/mailLinkPage";
import { stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MISSING_TOKEN } from "@web/components/MailLinkFrame";
import { afterEach, describe, expect, it, vi } from "vitest";
import UnsubscribePage from "./UnsubscribePage";

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function open(at = "/follows/unsubscribe?token=user.mac", site?: typeof FIELD_NOTES) {
  return openMailLinkPage(<UnsubscribePage />, { path: "/follows/unsubscribe", at, site });
}

const stopButton = () => screen.getByRole("button", { name: "Stop these mails" });

describe("Stop the follower mails", () => {
  it("stops nothing on opening; it is a form posting the token, naming the site", () => {
    const { calls } = stubFetch({});
    open(undefined, FIELD_NOTES);
    expect(screen.getByRole("heading", { level: 1, name: "Mail from writers you follow" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Stop mail from writers you follow" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/follows/unsubscribe");
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue("user.mac");
    expect(stopButton()).toHaveAttribute("type", "submit");
    expect(form).toHaveTextContent("Field Notes mails you when a writer you follow publishes.");
    expect(calls).toHaveLength(0);
  });

  it("once scripts run, the press goes to the one-click endpoint and the answer takes the focus", async () => {
    const { calls } = stubFetch({
      "POST /api/follows/unsubscribe": () => ({ json: { message: FOLLOWER_MAIL_TEXTS.stopped } }),
    });
    open();
    await userEvent.click(stopButton());
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent(FOLLOWER_MAIL_TEXTS.stopped);
    expect(done).toHaveFocus();
    expect(calls).toEqual([
      expect.objectContaining({ key: "POST /api/follows/unsubscribe", body: { token: "user.mac" } }),
    ]);
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });

  it("says a forged link is not valid and offers no button", async () => {
    stubFetch({
      "POST /api/follows/unsubscribe": () => ({ status: 400, json: { message: FOLLOWER_MAIL_TEXTS.badToken } }),
    });
    open();
    await userEvent.click(stopButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(FOLLOWER_MAIL_TEXTS.badToken);
    expect(screen.queryByRole("button", { name: "Stop these mails" })).toBeNull();
  });

  it.each([
    ["stopped", "status", FOLLOWER_MAIL_TEXTS.stopped],
    ["bad-link", "alert", FOLLOWER_MAIL_TEXTS.badToken],
  ] as const)("says what a form post without scripts came to (%s)", (outcome, role, message) => {
    open(`/follows/unsubscribe?outcome=${outcome}`);
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Stop these mails" })).toBeNull();
  });

  it("says a link without a token is incomplete", () => {
    open("/follows/unsubscribe");
    expect(screen.getByRole("alert")).toHaveTextContent(MISSING_TOKEN);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
