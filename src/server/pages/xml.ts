import { escapeXml } from "@shared/escape";

/** `<name>text</name>`, escaped. */
export const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** An absolute URL on the public origin. */
export const absolute = (baseUrl: string, path: string) => `${baseUrl}${path}`;
