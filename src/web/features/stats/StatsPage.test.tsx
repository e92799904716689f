import type { Stats } from "@shared/stats-schemas";
import { type ApiCall, stubApi } from "@test/web/apiStub";
import { AUTHOR, fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import StatsPage from "./StatsPage";

// recharts measures its box, which jsdom has none of; the table carries the same numbers.
vi.mock("./VisitorsChart", () => ({ default: () => <div data-testid="chart" /> }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const stats = (visitors: number): Stats => ({
  totals: { views: 1234, visitors, followers: 7, subscribers: 40, mailed: 39, clicks: 12 },
  daily: [
    { date: "2026-03-09", views: 10, visitors: 4 },
    { date: "2026-03-10", views: 1224, visitors: visitors - 4 },
  ],
  posts: [{ _id: "p1", title: "Counted post", views: 1234, visitors, mailedTo: 39, clicks: 12 }],
  referrers: [{ host: "news.example.com", visitors: 9 }],
});

function serve(
  role: string,
  answer: (call: ApiCall) => { status?: number; json?: unknown } | undefined = () => undefined,
) {
  return stubApi((call) => {
    if (call.path === "/auth/token") return { json: { token: "h.e30.s" } };
    if (call.path === "/me") return { json: { role } };
    return answer(call);
  });
}

const open = () => renderScreen(<StatsPage />, { auth: fakeAuth({ user: AUTHOR }), path: "/stats" });

describe("Stats screen", () => {
  it("shows the totals, a table of the daily numbers, top posts and referrers, and switches the period", async () => {
    const { calls } = serve("member", (call) =>
      call.path === "/me/stats" ? { json: stats(call.query.get("days") === "7" ? 77 : 500) } : undefined,
    );
    open();
    const totals = await screen.findByRole("region", { name: "Totals" });
    expect(within(totals).getByText("Visitors").nextSibling).toHaveTextContent("500");
    expect(within(totals).getByText("Views").nextSibling).toHaveTextContent("1,234");
    expect(within(totals).getByText("Mail clicks").nextSibling).toHaveTextContent("12");

    const daily = screen.getByRole("table", { name: "Visitors and views per day" });
    expect(within(daily).getByRole("row", { name: /2026-03-10/u })).toHaveTextContent("4961,224");
    expect(screen.getByRole("row", { name: /Counted post/u })).toHaveTextContent("Counted post5001,2343912");
    expect(screen.getByRole("row", { name: /news\.example\.com/u })).toHaveTextContent("9");
    expect(screen.queryByRole("button", { name: "Whole site" })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "7 days" }));
    expect(await screen.findByText("Visitors per day, last 7 days")).toBeInTheDocument();
    expect(await within(screen.getByRole("region", { name: "Totals" })).findByText("77")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
    expect(calls.some((call) => call.path === "/me/stats" && call.query.get("days") === "7")).toBe(true);
  });

  it("says what went wrong and offers Retry when the numbers cannot be loaded", async () => {
    serve("member", (call) =>
      call.path === "/me/stats" ? { status: 503, json: { message: "The database is not answering." } } : undefined,
    );
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not answering.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("lets an admin see the whole site's numbers and the mail click switch", async () => {
    const { calls } = serve("admin", (call) => {
      if (call.path === "/me/stats") return { json: stats(5) };
      if (call.path === "/admin/stats") return { json: stats(900) };
      if (call.path === "/admin/stats/settings") return { json: { countMailClicks: call.method === "GET" } };
      return undefined;
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Whole site" }));
    expect(await screen.findByRole("heading", { name: "Site stats" })).toBeInTheDocument();
    expect(await within(screen.getByRole("region", { name: "Totals" })).findByText("900")).toBeInTheDocument();
    const box = await screen.findByRole("checkbox", { name: "Count clicks on links in post and digest mails" });
    expect(box).toBeChecked();
    await user.click(box);
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ countMailClicks: false });
    await vi.waitFor(() => expect(box).not.toBeChecked());
  });
});

describe("Stats in the reader's language (issue 59)", () => {
  it("names every number in German and groups it as German does", async () => {
    serve("member", (call) => (call.path === "/me/stats" ? { json: stats(500) } : undefined));
    renderScreen(<StatsPage />, { auth: fakeAuth({ user: AUTHOR }), path: "/stats", language: "de" });
    expect(await screen.findByRole("heading", { name: "Ihre Statistiken" })).toBeInTheDocument();
    const totals = await screen.findByRole("region", { name: "Summen" });
    expect(within(totals).getByText("Aufrufe").nextSibling).toHaveTextContent("1.234");
    expect(screen.getByRole("button", { name: "30 Tage" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "Besucher pro Tag, letzte 30 Tage" })).toBeInTheDocument();
  });
});
