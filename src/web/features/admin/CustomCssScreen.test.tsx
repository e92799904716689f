import { withQueryClient } from "@test/web/renderWithAuth";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CustomCssScreen } from "./CustomCssScreen";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

afterEach(() => vi.unstubAllGlobals());

const KEPT = { id: "a".repeat(24), at: "2026-11-28T02:00:00.000Z", bytes: 0 };

/** Answers each request by method and path; records what was sent. */
function stubApi(answers: Record<string, { status: number; json: unknown }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${new URL(String(input), "http://site.test").pathname}`;
    const answer = answers[key] ?? { status: 404, json: { message: `no stub for ${key}` } };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("Admin → Custom CSS", () => {
  it("counts bytes against the cap and shows the server's refusal with its line", async () => {
    const fetchMock = stubApi({
      "GET /api/admin/custom-css": { status: 200, json: { css: "", revisions: [] } },
      "PUT /api/admin/custom-css": {
        status: 400,
        json: { message: "Line 1: @import is not allowed: the custom CSS is one stylesheet and loads no other." },
      },
    });
    render(withQueryClient(<CustomCssScreen />));
    const user = userEvent.setup();
    const field = await screen.findByLabelText("CSS");
    expect(screen.getByText("None yet: each save keeps the text it replaces here.")).toBeInTheDocument();
    await user.type(field, "@import 'é';");
    // "é" is two bytes in UTF-8.
    expect(screen.getByText("13 of 50,000 bytes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Line 1: @import is not allowed");
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ css: "@import 'é';" });
  });

  it("restores a kept version only once confirmed, and puts its text in the editor", async () => {
    const fetchMock = stubApi({
      "GET /api/admin/custom-css": { status: 200, json: { css: "a { color: red }", revisions: [KEPT] } },
      [`POST /api/admin/custom-css/revisions/${KEPT.id}/restore`]: {
        status: 200,
        json: { css: "", revisions: [{ id: "b".repeat(24), at: "2026-11-29T02:00:00.000Z", bytes: 16 }, KEPT] },
      },
    });
    render(withQueryClient(<CustomCssScreen />));
    const user = userEvent.setup();
    expect(await screen.findByLabelText("CSS")).toHaveValue("a { color: red }");
    expect(screen.getByText(/empty \(no custom CSS\)/u)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Restore the version replaced/u }));
    // Nothing sent yet: the question comes first, with focus on its answer.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    const confirm = screen.getByRole("button", { name: "Restore this version" });
    expect(confirm).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: /^Restore the version replaced/u })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: /^Restore the version replaced/u }));
    await user.click(screen.getByRole("button", { name: "Restore this version" }));
    expect(await screen.findByText("16 bytes", { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText("CSS")).toHaveValue("");
  });
});
