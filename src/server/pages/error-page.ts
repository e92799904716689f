/**
 * What a reader sees when a page fails on the server: plain, self-contained HTML (the renderer may be
 * what failed), with no detail of the failure; the details go to the log.
 */
export function serverErrorPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>Something went wrong · Inkwell</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; color: #1f2937; background: #fff; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      a { color: #4f46e5; }
      @media (prefers-color-scheme: dark) { body { color: #e5e7eb; background: #111827; } a { color: #a5b4fc; } }
    </style>
  </head>
  <body>
    <main>
      <h1>Something went wrong</h1>
      <p>This page could not be shown because of a problem on our side. Please try again in a moment.</p>
      <p><a href="/">Back to Home</a></p>
    </main>
  </body>
</html>
`;
}
