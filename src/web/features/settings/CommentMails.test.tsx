import { type ApiAnswer, type ApiCall, stubApi as stubAnyApi } from "@test/web/apiStub";
import { renderScreen } from "@test/web/renderWithAuth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CommentMails } from "./CommentMails";

const COMMENT_MAILS_LABEL = "Email me about comments on my posts and replies to my comments";

vi.mock("@web/lib/toast");
afterEach(() => vi.unstubAllGlobals());

const stubApi = (answer: (call: ApiCall) => ApiAnswer | undefined) =>
  stubAnyApi((call) => (call.path.startsWith("/auth/") ? { json: {} } : answer(call)));

describe("the comment-mail switch", () => {
  it("shows the stored setting and saves a change, following the server's answer", async () => {
    let commentMail = true;
    const api = stubApi((call) => {
      if (call.path !== "/notifications/settings") return undefined;
      if (call.method === "PUT") commentMail = (call.body as { commentMail: boolean }).commentMail;
      return { json: { commentMail } };
    });
    renderScreen(<CommentMails userId="u-reader" />);
    const box = await screen.findByRole("checkbox", { name: COMMENT_MAILS_LABEL });
    expect(box).toBeChecked();
    await userEvent.setup().click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ commentMail: false });
  });

  it("leaves the box as it was when saving fails", async () => {
    stubApi((call) => {
      if (call.path !== "/notifications/settings") return undefined;
      return call.method === "PUT" ? { status: 503, json: { message: "Down" } } : { json: { commentMail: true } };
    });
    renderScreen(<CommentMails userId="u-reader" />);
    const box = await screen.findByRole("checkbox", { name: COMMENT_MAILS_LABEL });
    await userEvent.setup().click(box);
    await waitFor(() => expect(box).not.toBeDisabled());
    expect(box).toBeChecked();
  });
});
