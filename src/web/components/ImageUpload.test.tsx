import { QueryClientProvider } from "@tanstack/react-query";
import { testI18n, withEnglish } from "@test/web/i18n";
import { testQueryClient, withQueryClient } from "@test/web/renderWithAuth";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageUpload } from "./ImageUpload";

vi.mock("../lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, json: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "pic.png", { type: "image/png" });

describe("ImageUpload", () => {
  it("sends the file as multipart field 'image' with the bearer token and hands back the url", async () => {
    const fetchMock = answer(201, { url: "/uploads/abc.webp" });
    const onUploaded = vi.fn();
    render(withQueryClient(<ImageUpload url="" onUploaded={onUploaded} />));
    await userEvent.setup().upload(screen.getByLabelText("Upload image"), png());
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith("/uploads/abc.webp"));
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/images");
    expect((init.body as FormData).get("image")).toBeInstanceOf(File);
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer h.e30.s");
  });

  it("shows the server's message when it refuses the file", async () => {
    answer(415, { message: "Only JPEG, PNG, WebP or GIF images can be uploaded." });
    render(withQueryClient(<ImageUpload url="" onUploaded={vi.fn()} />));
    await userEvent.setup().upload(screen.getByLabelText("Upload image"), png());
    expect(await screen.findByRole("alert")).toHaveTextContent("Only JPEG, PNG, WebP or GIF images can be uploaded.");
  });

  it("previews the current image with alt text", () => {
    render(withQueryClient(<ImageUpload url="/uploads/abc.webp" onUploaded={vi.fn()} />));
    expect(screen.getByRole("img", { name: "Cover preview" })).toHaveAttribute("src", "/uploads/abc.webp");
  });
});

describe("ImageUpload in the reader's language (issue 59)", () => {
  const inGerman = (url: string) =>
    render(
      withEnglish(
        <QueryClientProvider client={testQueryClient()}>
          <ImageUpload url={url} onUploaded={vi.fn()} />
        </QueryClientProvider>,
        testI18n("de"),
      ),
    );

  it("labels the field, its hint and the preview in German", () => {
    inGerman("/uploads/abc.webp");
    expect(screen.getByLabelText("Bild hochladen")).toHaveAccessibleDescription(
      "JPEG, PNG, WebP oder GIF, bis zu 5 MB.",
    );
    expect(screen.getByRole("img", { name: "Vorschau des Titelbilds" })).toBeInTheDocument();
  });

  it("says in German that the server could not be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    inGerman("");
    await userEvent.setup().upload(screen.getByLabelText("Bild hochladen"), png());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    );
    quiet.mockRestore();
  });
});
