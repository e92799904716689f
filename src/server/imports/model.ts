import type { ImportSource } from "@shared/imports";

/** A comment as the source site kept it; only approved ones reach here. */
export type SourceComment = { sourceId: string; authorName: string; authorEmail: string; body: string; date: string };

/** A post read from an export, before anything is written; the body is still the source's HTML. */
export type SourcePost = {
  sourceId: string;
  title: string;
  html: string;
  /** Plain text (a subtitle, an excerpt) for the short description; derived from the body when missing. */
  excerpt: string;
  draft: boolean;
  /** ISO-8601; the original publication time of a published post. */
  date: string;
  /** Category and tag names as the source had them; unusable ones are dropped when written. */
  tags: string[];
  author?: { email?: string; name?: string; sourceId?: string };
  featureImage?: string;
  comments: SourceComment[];
  /** The post's addresses on the old site (path and query), each to answer 301 to the post here. */
  oldPaths: string[];
};

export type SourceSubscriber = {
  email: string;
  name?: string;
  date?: string;
  /** The reader turned off email on the old site (Substack's email_disabled): counted, never subscribed. */
  emailDisabled?: boolean;
};

/** One thing a file holds, in file order, so a 50 MB export is written as it is read. */
export type SourceItem = { type: "post"; post: SourcePost } | { type: "subscriber"; subscriber: SourceSubscriber };

export type SourceReader = (bytes: Buffer) => AsyncIterable<SourceItem>;

/** The file is not the format its source names: a 400 on upload, one line from the CLI. */
export class ImportFormatError extends Error {
  constructor(
    readonly source: ImportSource,
    detail: string,
  ) {
    super(`${EXPECTED[source]} ${detail}`);
  }
}

const EXPECTED: Record<ImportSource, string> = {
  wordpress: "Expected a WordPress export (WXR XML from Tools → Export).",
  ghost: "Expected a Ghost export (the JSON file from Settings → Labs, or a members CSV).",
  substack: "Expected a Substack export (the .zip holding posts.csv).",
  medium: "Expected a Medium export (the .zip holding a posts/ folder).",
};
