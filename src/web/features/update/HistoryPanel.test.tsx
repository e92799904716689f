import type { InterfaceLocale } from "@shared/locales";
import type { Revision, RevisionSummary } from "@shared/revision-schemas";
import type { Blog } from "@shared/schemas";
import { AUTHOR, fakeAuth, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { richEditorLoaded } from "@web/components/rich-editor/LazyRichEditor";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import UpdatePage from "./UpdatePage";

// As the screen's route does (router.tsx): the screen draws once the rich editor's code is here.
beforeAll(() => richEditorLoaded);

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const ID = "b".repeat(24);
const OLDER = "1".repeat(24);
const NEWER = "2".repeat(24);

const BLOG: Blog = {
  _id: ID,
  title: "Current title",
  image: "https://example.com/i.png",
  category: "Travel",
  shortDesc: "Now short",
  longDesc: "We drove north and found the sea.",
  email: AUTHOR.email,
  username: AUTHOR.displayName,
  wordCount: 7,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-03-01T00:00:00.000Z",
  slug: "current-title",
  url: "/@author/current-title",
  author: { handle: "author", name: AUTHOR.displayName, image: null },
};

const SUMMARIES: RevisionSummary[] = [
  { id: NEWER, at: "2026-02-01T10:30:00.000Z", title: "Second title", wordCount: 6 },
  { id: OLDER, at: "2026-01-01T00:00:00.000Z", title: "First title", wordCount: 1 },
];

const NEWER_VERSION: Revision = {
  ...(SUMMARIES[0] as RevisionSummary),
  shortDesc: "Now short",
  longDesc: "We drove south and found the sea.",
  category: "Health",
};

function open(answers: { list?: () => { status?: number; json?: unknown } } = {}, language?: InterfaceLocale) {
  let blog = BLOG;
  const fetches = stubFetch({
    "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
    [`GET /api/allBlogs/${ID}`]: () => ({ json: blog }),
    [`GET /api/blogs/${ID}/revisions`]: answers.list ?? (() => ({ json: SUMMARIES })),
    [`GET /api/blogs/${ID}/revisions/${NEWER}`]: () => ({ json: NEWER_VERSION }),
    [`POST /api/blogs/${ID}/revisions/${NEWER}/restore`]: () => {
      blog = { ...BLOG, title: NEWER_VERSION.title, longDesc: NEWER_VERSION.longDesc, category: "Health" };
      return { json: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } };
    },
  });
  renderScreen(<UpdatePage />, {
    auth: fakeAuth({ user: AUTHOR }),
    path: "/update/:id",
    at: `/update/${ID}`,
    ...(language ? { language } : {}),
  });
  return fetches;
}

const showHistory = async () => {
  const user = userEvent.setup();
  const toggle = await screen.findByRole("button", { name: "Show earlier versions" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle);
  expect(screen.getByRole("button", { name: "Hide earlier versions" })).toHaveAttribute("aria-expanded", "true");
  return user;
};

describe("Update blog: History", () => {
  it("asks for the earlier versions only once opened", async () => {
    const { calls } = open();
    await screen.findByRole("region", { name: "History" });
    expect(calls.some((call) => call.key.includes("/revisions"))).toBe(false);
    await showHistory();
    await screen.findByRole("list", { name: "Earlier versions" });
    expect(calls.filter((call) => call.key === `GET /api/blogs/${ID}/revisions`)).toHaveLength(1);
    expect(calls.find((call) => call.key.includes("/revisions"))?.headers.authorization).toBe("Bearer h.e30.s");
  });

  it("lists them newest first with the time in the reader's locale, the title and the word count", async () => {
    open();
    await showHistory();
    const items = within(await screen.findByRole("list", { name: "Earlier versions" })).getAllByRole("button");
    expect(items).toHaveLength(2);
    const when = new Date(SUMMARIES[0]?.at ?? "").toLocaleString(undefined, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    expect(items[0]).toHaveTextContent(when);
    expect(items[0]).toHaveTextContent("Second title");
    expect(items[0]).toHaveTextContent("6 words");
    expect(items[1]).toHaveTextContent("1 word");
    expect(items[0]?.querySelector("time")).toHaveAttribute("dateTime", SUMMARIES[0]?.at);
    expect(items[0]).toHaveAttribute("aria-pressed", "false");
  });

  it("says so when there are none yet", async () => {
    open({ list: () => ({ json: [] }) });
    await showHistory();
    expect(await screen.findByText(/No earlier versions yet/u)).toBeInTheDocument();
  });

  it("offers Retry when they cannot be loaded", async () => {
    open({ list: () => ({ status: 500, json: { message: "down" } }) });
    await showHistory();
    expect(await screen.findByRole("alert")).toHaveTextContent("The earlier versions could not be loaded.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("shows what changed since a chosen version, marked in words as well as in <del> and <ins>", async () => {
    open();
    const user = await showHistory();
    const choice = await screen.findByRole("button", { name: /Second title/u });
    await user.click(choice);
    expect(choice).toHaveAttribute("aria-pressed", "true");
    const version = await screen.findByRole("region", { name: /Version saved/u });
    const removed = await within(version).findByText("south", { selector: "del, del *", exact: false });
    expect(removed.closest("del")).toHaveTextContent("[removed: south]");
    const added = [...version.querySelectorAll("ins")].map((element) => element.textContent);
    expect(added).toContain("[added: north]");
    expect(added).toContain("[added: Travel]");
    expect(within(version).getByText("Unchanged:", { exact: false }).parentElement).toHaveTextContent("Now short");
  });

  it("restores the chosen version, refreshes the form and says the replaced text is kept", async () => {
    const { calls } = open();
    const user = await showHistory();
    await user.click(await screen.findByRole("button", { name: /Second title/u }));
    await user.click(await screen.findByRole("button", { name: "Restore this version" }));
    await vi.waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Second title"));
    // The body is the rich editor, a contenteditable: it has text, not a value.
    expect(screen.getByLabelText("Description")).toHaveTextContent(NEWER_VERSION.longDesc);
    expect(screen.getByLabelText("Category")).toHaveValue("Health");
    expect(screen.getByLabelText("Image URL")).toHaveValue(BLOG.image);
    expect(calls.some((call) => call.key === `POST /api/blogs/${ID}/revisions/${NEWER}/restore`)).toBe(true);
    expect(screen.getByText(/The text it replaced is kept in the history/u)).toBeInTheDocument();
    // The history and the post are asked for again: the restore kept the text it replaced.
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.key === `GET /api/blogs/${ID}/revisions`).length).toBeGreaterThan(1),
    );
  });
});

describe("Update blog: History in the reader's language (issue 59)", () => {
  it("lists, compares and restores versions in German, the category named in German", async () => {
    open({}, "de");
    const user = userEvent.setup();
    expect(await screen.findByRole("region", { name: "Verlauf" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Frühere Versionen anzeigen" }));
    expect(screen.getByRole("button", { name: "Frühere Versionen ausblenden" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const items = within(await screen.findByRole("list", { name: "Frühere Versionen" })).getAllByRole("button");
    const when = new Date(SUMMARIES[0]?.at ?? "").toLocaleString("de", { dateStyle: "medium", timeStyle: "short" });
    expect(items[0]).toHaveTextContent(when);
    expect(items[0]).toHaveTextContent("6 Wörter");
    expect(items[1]).toHaveTextContent("1 Wort");

    await user.click(screen.getByRole("button", { name: /Second title/u }));
    const version = await screen.findByRole("region", { name: `Version vom ${when} (6 Wörter)` });
    expect(await within(version).findByText(/wurde seitdem entfernt/u)).toBeInTheDocument();
    const removed = [...version.querySelectorAll("del")].map((element) => element.textContent);
    expect(removed).toContain("[entfernt: south]");
    expect(removed).toContain("[entfernt: Gesundheit]");
    const added = [...version.querySelectorAll("ins")].map((element) => element.textContent);
    expect(added).toContain("[hinzugefügt: Reisen]");
    expect(within(version).getByText("Zusammenfassung")).toBeInTheDocument();
    expect(within(version).getByText("Unverändert:", { exact: false }).parentElement).toHaveTextContent("Now short");

    await user.click(within(version).getByRole("button", { name: "Diese Version wiederherstellen" }));
    expect(
      await screen.findByText(/Der ersetzte Text bleibt im Verlauf erhalten\./u, { selector: "[role=status]" }),
    ).toBeInTheDocument();
  });

  it("says in Arabic that there are none yet", async () => {
    open({ list: () => ({ json: [] }) }, "ar");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "عرض النسخ السابقة" }));
    expect(await screen.findByText(/^لا توجد نسخ سابقة بعد\./u)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "السجل" })).toBeInTheDocument();
  });

  it("offers a retry in Arabic when the versions cannot be loaded", async () => {
    open({ list: () => ({ status: 500, json: { message: "down" } }) }, "ar");
    await userEvent.setup().click(await screen.findByRole("button", { name: "عرض النسخ السابقة" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("تعذّر تحميل النسخ السابقة.");
    expect(screen.getByRole("button", { name: "إعادة المحاولة" })).toBeInTheDocument();
  });
});
