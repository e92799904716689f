import { JSDOM } from "jsdom";

/** Test helper: a page or feed parsed as a browser (HTML) or a feed reader (XML) would parse it. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** Parses XML strictly; a malformed document throws instead of producing a "parsererror" tree. */
export function parseXml(xml: string): Document {
  const document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

/** The JSON-LD objects of a page's head. */
export function jsonLd(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
}

export const metaContent = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute("content") ?? null;
