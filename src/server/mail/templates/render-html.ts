import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The doctype React Email's own `render` writes: clients such as Outlook lay a mail out by the older
 * XHTML rules, which its components' tables are made for.
 */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * React adds `<link rel="preload" as="image">` hints to the head for each image; mail clients ignore
 * them and they would fetch the image twice where they did not. React writes them in exactly this form,
 * with `>` escaped inside attribute values.
 */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/gu;

/**
 * A mail's HTML. `renderToStaticMarkup` rather than `@react-email/render`: the latter is async
 * streaming, adds Suspense markers, and pulls prettier, html-to-text and an HTML parser into the server
 * bundle for options we do not use (the plain-text part is written by hand, so its links are exact).
 */
export function renderMailHtml(element: ReactElement): string {
  return DOCTYPE + renderToStaticMarkup(element).replace(IMAGE_PRELOAD, "");
}
