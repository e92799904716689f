import { emptyImportCounts } from "@shared/imports";
import { withQueryClient } from "@test/web/renderWithAuth";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImportScreen } from "./ImportScreen";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

afterEach(() => vi.unstubAllGlobals());

const RUN = {
  id: "abc",
  source: "wordpress",
  createdAt: "2026-11-28T02:00:00.000Z",
  updatedAt: "2026-11-28T02:00:00.000Z",
};

/** Answers the upload with `upload`, then each status read with the next of `runs` (the last repeats). */
function stubImports(upload: { status: number; json: unknown }, runs: unknown[]) {
  let reads = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const json = init?.method === "POST" ? upload.json : runs[Math.min(reads++, runs.length - 1)];
    const status = init?.method === "POST" ? upload.status : 200;
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const exportFile = () => new File(["<rss/>"], "export.xml", { type: "text/xml" });

describe("Admin → Import", () => {
  it("uploads the file with its source, follows the import until it is done, and lists its problems", async () => {
    const fetchMock = stubImports({ status: 202, json: { id: "abc" } }, [
      { ...RUN, status: "running", counts: { ...emptyImportCounts(), posts: 1 }, problems: [] },
      {
        ...RUN,
        status: "done",
        counts: { ...emptyImportCounts(), posts: 3, drafts: 1, redirects: 4 },
        problems: [{ item: 'post 7 "Lisbon"', message: "The image https://old.example/a.png was not imported." }],
      },
    ]);
    render(withQueryClient(<ImportScreen pollMs={5} />));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Import from"), "ghost");
    await user.upload(screen.getByLabelText("Export file"), exportFile());
    await user.click(screen.getByRole("button", { name: "Start import" }));

    expect(await screen.findByText("Import finished.")).toBeInTheDocument();
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/imports");
    const body = init.body as FormData;
    expect(body.get("source")).toBe("ghost");
    expect(body.get("file")).toBeInstanceOf(File);
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer h.e30.s");
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain("/api/admin/imports/abc");
    expect(screen.getByText("Posts").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Old links kept").nextElementSibling).toHaveTextContent("4");
    expect(screen.queryByText(/turned off email/)).toBeNull();
    expect(screen.getByRole("heading", { name: "Problems (1)" })).toBeInTheDocument();
    expect(screen.getByText(/was not imported/)).toHaveTextContent(
      'post 7 "Lisbon": The image https://old.example/a.png was not imported.',
    );
  });

  it("says how many Substack readers had turned off email, apart from the other counts", async () => {
    stubImports({ status: 202, json: { id: "abc" } }, [
      {
        ...RUN,
        source: "substack",
        status: "done",
        counts: { ...emptyImportCounts(), subscribers: 5, readersEmailDisabled: 2 },
        problems: [],
      },
    ]);
    render(withQueryClient(<ImportScreen pollMs={5} />));
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("Export file"), exportFile());
    await user.click(screen.getByRole("button", { name: "Start import" }));

    expect(await screen.findByText("Import finished.")).toBeInTheDocument();
    expect(screen.getByText("Subscribers").nextElementSibling).toHaveTextContent("5");
    expect(screen.getByText("2 readers had turned off email on Substack and were not subscribed.")).toBeVisible();
  });

  it("shows the server's message when the file is not the chosen format", async () => {
    stubImports(
      { status: 400, json: { message: "Expected a WordPress export (WXR XML from Tools → Export). No <rss>." } },
      [],
    );
    render(withQueryClient(<ImportScreen pollMs={5} />));
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "Start import" })).toBeDisabled();
    await user.upload(screen.getByLabelText("Export file"), exportFile());
    await user.click(screen.getByRole("button", { name: "Start import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Expected a WordPress export/);
  });
});
