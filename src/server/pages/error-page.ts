/**
 * What a reader sees when a page fails on the server: plain, self-contained HTML (the renderer may be
 * what failed), with no detail of the failure; the details go to the log.
 */
export function serverErrorPage(): string {
  return plainPage(
    "Something went wrong",
    "This page could not be shown because of a problem on our side. Please try again in a moment.",
  );
}

/** While the database is out of reach: the page says it is passing and that nothing is lost. */
export function unavailablePage(): string {
  return plainPage(
    "Back in a moment",
    "This page cannot be shown right now: our database is not answering. Nothing you wrote is lost. Please try again in a minute.",
  );
}

function plainPage(title: string, text: string): string {
  return `<!doctype html>
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
}
