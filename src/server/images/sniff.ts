/** The image formats an upload may be, as sharp names them. */
export type ImageFormat = "jpeg" | "png" | "gif" | "webp";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * What an upload is, judged by its first bytes, never by its name or declared type. Only these four
 * reach the decoder: SVG (scripts), TIFF, HEIF, PDF and the rest of what libvips could read are refused
 * before any parsing.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return undefined;
}
