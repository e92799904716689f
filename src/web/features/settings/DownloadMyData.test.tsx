import { QueryClientProvider } from "@tanstack/react-query";
import { testI18n, withEnglish } from "@test/web/i18n";
import { testQueryClient, withQueryClient } from "@test/web/renderWithAuth";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showToast } from "@web/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadMyData } from "./DownloadMyData";

const DOWNLOAD_MY_DATA = "Download my data";

vi.mock("@web/lib/toast");
vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Settings: download my data", () => {
  it("fetches the export with the sign-in token and hands the zip to the browser under the server's name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            "content-type": "application/zip",
            "content-disposition": 'attachment; filename="inkwell-rita-2026-11-28.zip"',
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    // jsdom has no object URLs: a subclass gives them without changing the real URL for other tests.
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = vi.fn(() => "blob:zip");
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(withQueryClient(<DownloadMyData />));
    await userEvent.setup().click(screen.getByRole("button", { name: DOWNLOAD_MY_DATA }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith("/api/me/export", { headers: { authorization: "Bearer h.e30.s" } });
    expect(clicked[0]?.download).toBe("inkwell-rita-2026-11-28.zip");
    expect(clicked[0]?.href).toBe("blob:zip");
    expect(showToast).toHaveBeenCalledWith("success", "Your data is downloading as inkwell-rita-2026-11-28.zip.");
  });

  it("says why when the server refuses", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "You need to sign in to do that." }, { status: 401 })),
    );
    render(withQueryClient(<DownloadMyData />));
    await userEvent.setup().click(screen.getByRole("button", { name: DOWNLOAD_MY_DATA }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("error", "You need to sign in to do that."));
  });

  it("says a refusal the server gave no words for in the reader's language (issue 59)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 502 })),
    );
    render(
      withEnglish(
        <QueryClientProvider client={testQueryClient()}>
          <DownloadMyData />
        </QueryClientProvider>,
        testI18n("de"),
      ),
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Meine Daten herunterladen" }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith("error", "Der Download ist fehlgeschlagen (502)."));
  });
});
