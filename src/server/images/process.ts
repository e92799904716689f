import { MAX_IMAGE_WIDTH } from "@shared/limits";
import sharp from "sharp";
import { HttpError } from "../errors";
import { sniffImageFormat } from "./sniff";

/**
 * The most pixels an upload may decode to (a 50-megapixel camera's photos pass). A 5 MB PNG of one
 * colour can claim far more, and decoding it would take gigabytes; sharp refuses it from the header.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE = "Upload a JPEG, PNG, WebP or GIF image.";
export const TOO_MANY_PIXELS = `That image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`;

const notAnImage = () => new HttpError(415, NOT_AN_IMAGE, "UNSUPPORTED_IMAGE");

/**
 * An upload re-encoded as WebP at most MAX_IMAGE_WIDTH wide (never enlarged), turned upright by its
 * EXIF orientation, with every piece of metadata (EXIF, GPS, XMP, ICC, comments) left behind. Only the
 * first frame of an animated GIF or WebP is kept: animation multiplies the decoding cost by the
 * frame count. Throws 415 for anything that is not one of the four formats, 413 for a pixel bomb.
 */
export async function toWebp(input: Buffer): Promise<Buffer> {
  const sniffed = sniffImageFormat(input);
  if (!sniffed) throw notAnImage();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  try {
    const { format } = await sharp(input, options).metadata();
    // The bytes' signature and the decoder must agree, so nothing is read as a format it only resembles.
    if (format !== sniffed) throw notAnImage();
    return await sharp(input, options)
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/iu.test(error.message)) {
      throw new HttpError(413, TOO_MANY_PIXELS, "IMAGE_TOO_LARGE");
    }
    // A truncated or corrupt file behind a valid signature: not an image anyone could show.
    throw notAnImage();
  }
}
