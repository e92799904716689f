import type { ImportSource } from "@shared/imports";
import { readGhost } from "./ghost";
import type { SourceItem, SourceReader } from "./model";
import { readWordPress } from "./wordpress";
import { readMedium, readSubstack } from "./zips";

const READERS: Record<ImportSource, SourceReader> = {
  wordpress: readWordPress,
  ghost: readGhost,
  substack: readSubstack,
  medium: readMedium,
};

export function readSource(source: ImportSource, bytes: Buffer): AsyncIterable<SourceItem> {
  return READERS[source](bytes);
}

/**
 * Reads the whole file once without keeping what it holds, so an upload of the wrong format (or with
 * refused XML entities, or a zip bomb) is a 400 before anything is queued. Throws ImportFormatError.
 */
export async function checkFormat(source: ImportSource, bytes: Buffer): Promise<void> {
  for await (const _item of readSource(source, bytes)) {
    // Only whether reading succeeds matters here.
  }
}
