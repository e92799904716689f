import type { InterfaceLocale } from "@shared/locales";
import { PREVIEW_MESSAGES } from "@shared/preview-link";
import { makeBlog } from "@test/web/blogFixtures";
import { AUTHOR, fakeAuth, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PreviewLinkSection } from "./PreviewLinkSection";

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const DRAFT = makeBlog({ email: AUTHOR.email, draft: true });
const LINK = `http://localhost:3000/preview/${"a".repeat(43)}`;

function open(
  blog = DRAFT,
  post: { status?: number; json?: unknown } = { json: { url: LINK } },
  language?: InterfaceLocale,
) {
  const fetches = stubFetch({
    "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
    [`POST /api/blogs/${blog._id}/preview`]: () => post,
    [`DELETE /api/blogs/${blog._id}/preview`]: () => ({ status: 200 }),
  });
  renderScreen(<PreviewLinkSection blog={blog} />, {
    auth: fakeAuth({ user: AUTHOR }),
    ...(language ? { language } : {}),
  });
  return fetches;
}

describe("Preview link section", () => {
  it("is offered for drafts only: not for a published post, nor one a moderator hid", () => {
    open(makeBlog({ email: AUTHOR.email, draft: false }));
    expect(screen.queryByRole("region", { name: "Preview link" })).not.toBeInTheDocument();
    open(makeBlog({ email: AUTHOR.email, draft: true, hidden: true }));
    expect(screen.queryByRole("button", { name: "Create preview link" })).not.toBeInTheDocument();
  });

  it("creates the link, shows it in a labelled read-only field, copies it and revokes it", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { calls } = open();
    expect(screen.getByRole("region", { name: "Preview link" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create preview link" }));
    const field = await screen.findByRole("textbox", { name: "Preview link" });
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute("readonly");
    expect(calls.map((call) => call.key)).toContain(`POST /api/blogs/${DRAFT._id}/preview`);

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole("status")).toHaveTextContent("Link copied.");

    await user.click(screen.getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByRole("button", { name: "Create preview link" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Preview link" })).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain(`DELETE /api/blogs/${DRAFT._id}/preview`);
  });

  it("says why when the server refuses (a post already public)", async () => {
    const user = userEvent.setup();
    open(DRAFT, { status: 409, json: { message: PREVIEW_MESSAGES.alreadyPublic } });
    await user.click(screen.getByRole("button", { name: "Create preview link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PREVIEW_MESSAGES.alreadyPublic);
  });
});

describe("Preview link section in the reader's language (issue 59)", () => {
  it("offers, shows, copies and revokes the link in French", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    open(DRAFT, { json: { url: LINK } }, "fr");
    expect(screen.getByRole("region", { name: "Lien d’aperçu" })).toHaveTextContent(
      "Toute personne disposant du lien peut lire ce brouillon avant sa publication.",
    );
    await user.click(screen.getByRole("button", { name: "Créer un lien d’aperçu" }));
    expect(await screen.findByRole("textbox", { name: "Lien d’aperçu" })).toHaveValue(LINK);
    await user.click(screen.getByRole("button", { name: "Copier le lien" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Lien copié.");
    expect(screen.getByRole("button", { name: "Copié" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Révoquer le lien" }));
    expect(await screen.findByRole("button", { name: "Créer un lien d’aperçu" })).toBeInTheDocument();
  });
});
