import { parseHtml } from "@test/server/page-parse";
import { describe, expect, it } from "vitest";
import { serverErrorPage, unavailablePage } from "./error-page";

/** The pages as they were before they spoke other languages: English must stay exactly this. */
const englishPage = (title: string, text: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${title} · Inkwell</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; color: #1f2937; background: #fff; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      a { color: #4f46e5; }
      @media (prefers-color-scheme: dark) { body { color: #e5e7eb; background: #111827; } a { color: #a5b4fc; } }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${text}</p>
      <p><a href="/">Back to Home</a></p>
    </main>
  </body>
</html>
`;

describe("the pages a failure leaves (issue 59)", () => {
  it("are in English byte for byte as before, by default and for English", () => {
    const failed = englishPage(
      "Something went wrong",
      "This page could not be shown because of a problem on our side. Please try again in a moment.",
    );
    const away = englishPage(
      "Back in a moment",
      "This page cannot be shown right now: our database is not answering. Nothing you wrote is lost. Please try again in a minute.",
    );
    expect(serverErrorPage()).toBe(failed);
    expect(serverErrorPage("en")).toBe(failed);
    expect(unavailablePage()).toBe(away);
    expect(unavailablePage("en")).toBe(away);
  });

  it("speak Spanish left to right", () => {
    for (const [html, title] of [
      [serverErrorPage("es"), "Algo ha salido mal"],
      [unavailablePage("es"), "Volvemos enseguida"],
    ] as const) {
      const page = parseHtml(html);
      expect(page.documentElement.getAttribute("lang")).toBe("es");
      expect(page.documentElement.getAttribute("dir") ?? "ltr").toBe("ltr");
      expect(page.title).toBe(`${title} · Inkwell`);
      expect(page.querySelector("h1")?.textContent).toBe(title);
      expect(page.querySelector('a[href="/"]')?.textContent).toBe("Volver al inicio");
    }
    expect(parseHtml(unavailablePage("es")).querySelector("main p")?.textContent).toMatch(
      /^No se puede mostrar esta página en este momento: nuestra base de datos no responde\./u,
    );
  });

  it("speak Arabic right to left", () => {
    const page = parseHtml(unavailablePage("ar"));
    expect(page.documentElement.getAttribute("lang")).toBe("ar");
    expect(page.documentElement.getAttribute("dir")).toBe("rtl");
    expect(page.querySelector("h1")?.textContent).toBe("سنعود بعد قليل");
    expect(page.querySelector('a[href="/"]')?.textContent).toBe("العودة إلى الرئيسية");
    expect(parseHtml(serverErrorPage("ar")).querySelector("h1")?.textContent).toBe("حدث خطأ ما");
  });

  it("leave no English words behind in another language", () => {
    for (const locale of ["es", "de", "fr", "ja", "ar"] as const) {
      for (const html of [serverErrorPage(locale), unavailablePage(locale)]) {
        expect(html, locale).not.toMatch(/Something went wrong|Back in a moment|Back to Home|Please try again/u);
      }
    }
  });

  it("name the site by its own title once this instance has read it, escaped", () => {
    const page = parseHtml(unavailablePage("en", "Harbour <Notes>"));
    expect(page.querySelector("title")?.textContent).toBe("Back in a moment · Harbour <Notes>");
  });
});
