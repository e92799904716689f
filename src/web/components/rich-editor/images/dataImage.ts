/**
 * A picture carried in its address (`data:image/png;base64,…`), as Word and some pages put one on the
 * clipboard: the four formats an upload may be, base64 only. SVG is not among them (it can hold scripts,
 * and the server refuses it anyway).
 */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)(?:;[^;,]*)*;base64,([a-z0-9+/=\s]+)$/iu;

export function isDataImage(src: string): boolean {
  return DATA_IMAGE.test(src);
}

/** The file a `data:` image holds, to upload as a dropped file would be; null when it is not one. */
export function dataImageFile(src: string, name = "pasted-image"): File | null {
  const match = DATA_IMAGE.exec(src);
  const [, format, base64] = match ?? [];
  if (!format || !base64) return null;
  let binary: string;
  try {
    binary = atob(base64.replace(/\s+/gu, ""));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const type = `image/${format.toLowerCase()}`;
  const extension = format.toLowerCase() === "jpeg" ? "jpg" : format.toLowerCase();
  return new File([bytes], `${name}.${extension}`, { type });
}
