import { MAX_SEARCH_QUERY_LENGTH, SEARCH_MESSAGES, SEARCH_PAGE_SIZE, type SearchResult } from "@shared/search-schemas";
import { type ApiCall, stubApi } from "@test/web/apiStub";
import { makeBlog } from "@test/web/blogFixtures";
import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import SearchPage from "./SearchPage";

afterEach(() => vi.unstubAllGlobals());

const hit = (index: number): SearchResult => {
  const { longDesc: _, ...card } = makeBlog({ title: `Alpine story ${index}`, category: "Travel" });
  return { ...card, snippet: `Up the <mark>alps</mark>, part ${index}` };
};
const HITS = Array.from({ length: 15 }, (_, index) => hit(index + 1));

/** The API's answer for `q=alps`, a page at a time with an opaque cursor in the Link header. */
function serveSearch(call: ApiCall) {
  if (call.path !== "/search") return undefined;
  const matches = call.query.get("q") === "alps" ? HITS : [];
  const cursor = call.query.get("cursor");
  const offset = cursor ? Number(cursor.replace("after-", "")) : 0;
  const limit = Number(call.query.get("limit") ?? 20);
  const headers: Record<string, string> = {};
  if (offset + limit < matches.length)
    headers.Link = `</api/search?q=alps&limit=${limit}&cursor=after-${offset + limit}>; rel="next"`;
  return { json: matches.slice(offset, offset + limit), headers };
}

const visit = (at: string) => renderScreen(<SearchPage />, { path: "/search", at, auth: fakeAuth({ user: null }) });

describe("Search", () => {
  it("asks for words, and asks the server nothing, when there is no query", () => {
    const api = stubApi(serveSearch);
    visit("/search");
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
    expect(screen.getByRole("search")).toHaveAttribute("action", "/search");
    expect(screen.getByLabelText("Search for")).toHaveAttribute("name", "q");
    expect(screen.getByText(SEARCH_MESSAGES.blank)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(document.title).toBe("Search · Inkwell");
  });

  it("shows each hit with its picture, title linking to the post, category and highlighted passage", async () => {
    const api = stubApi(serveSearch);
    visit("/search?q=alps");
    expect(screen.getByRole("status")).toHaveTextContent("Searching");
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(SEARCH_PAGE_SIZE);
    const first = cards[0] as HTMLElement;
    const blog = HITS[0] as SearchResult;
    expect(within(first).getByRole("img", { name: blog.title })).toHaveAttribute("src", blog.image);
    expect(within(first).getByRole("link", { name: blog.title })).toHaveAttribute("href", blog.url);
    expect(within(first).getByText("Travel")).toBeInTheDocument();
    expect(first.querySelector("mark")?.textContent).toBe("alps");
    expect(screen.getByLabelText("Search for")).toHaveValue("alps");
    expect(api.calls[0]?.query.get("q")).toBe("alps");
    expect(api.calls[0]?.query.get("limit")).toBe(String(SEARCH_PAGE_SIZE));
    expect(api.calls[0]?.query.get("cursor")).toBeNull();
    expect(document.title).toBe("Search: alps · Inkwell");
  });

  it("inserts the snippet as the server escaped it: only <mark> becomes markup", async () => {
    stubApi(() => ({
      json: [{ ...hit(1), snippet: "Tom &amp; <mark>Jerry</mark> &lt;img src=x onerror=alert(1)&gt;" }],
    }));
    visit("/search?q=jerry");
    const card = await screen.findByRole("article");
    expect(card.querySelector("mark")?.textContent).toBe("Jerry");
    expect(card.querySelector("p mark")?.parentElement?.textContent).toBe("Tom & Jerry <img src=x onerror=alert(1)>");
    expect(card.querySelectorAll("img")).toHaveLength(1);
  });

  it("loads the next page with the cursor of the last one until none is left", async () => {
    const api = stubApi(serveSearch);
    visit("/search?q=alps");
    await screen.findAllByRole("article");
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(HITS.length));
    expect(api.calls.at(-1)?.query.get("cursor")).toBe(`after-${SEARCH_PAGE_SIZE}`);
    expect(api.calls.at(-1)?.query.get("q")).toBe("alps");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("starts from the cursor in the URL, as a reader without scripts pages, with a way back to the first results", async () => {
    const api = stubApi(serveSearch);
    visit(`/search?q=alps&cursor=after-${SEARCH_PAGE_SIZE}`);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(HITS.length - SEARCH_PAGE_SIZE));
    expect(api.calls[0]?.query.get("cursor")).toBe(`after-${SEARCH_PAGE_SIZE}`);
    expect(screen.getByRole("link", { name: "First results" })).toHaveAttribute("href", "/search?q=alps");
  });

  it("says so when nothing matches", async () => {
    stubApi(serveSearch);
    visit("/search?q=zzz");
    expect(await screen.findByText("No posts match “zzz”.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("searches what is typed, through the URL", async () => {
    const api = stubApi(serveSearch);
    const { router } = visit("/search");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Search for"), "  alps ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(SEARCH_PAGE_SIZE));
    expect(router.state.location.search).toBe("?q=alps");
    expect(api.calls.at(-1)?.query.get("q")).toBe("alps");
  });

  it("refuses a query longer than the server takes, with its message, without asking", () => {
    const api = stubApi(serveSearch);
    visit(`/search?q=${"a".repeat(MAX_SEARCH_QUERY_LENGTH + 1)}`);
    expect(screen.getByRole("alert")).toHaveTextContent(SEARCH_MESSAGES.tooLong);
    expect(screen.getByLabelText("Search for")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls).toHaveLength(0);
  });

  it("shows the load error with Retry when the search fails, and the results once it works", async () => {
    let fail = true;
    stubApi((call) => (fail ? { status: 500, json: { message: "boom" } } : serveSearch(call)));
    visit("/search?q=alps");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Search results could not be loaded. Please try again later.");
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByRole("article")).toHaveLength(SEARCH_PAGE_SIZE);
  });

  it("shows the server's reason when it refuses the query", async () => {
    stubApi(() => ({ status: 400, json: { message: SEARCH_MESSAGES.blank } }));
    visit("/search?q=alps");
    expect(await screen.findByRole("alert")).toHaveTextContent(SEARCH_MESSAGES.blank);
  });
});
