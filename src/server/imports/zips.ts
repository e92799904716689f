import { parse } from "csv-parse/sync";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { ImportFormatError, type SourceItem, type SourcePost } from "./model";

/** The most a zip may unpack to, and how much smaller than that it may be (decision 0111). */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 100;
/** Entries smaller than this are not judged by their ratio: a tiny file of spaces compresses well and harms nobody. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

type ZipSource = "substack" | "medium";

const UNSAFE_NAME = /(^|[\\/])\.\.([\\/]|$)|^[\\/]|^[a-z]:/iu;

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    // validateEntrySizes: an entry that unpacks to more than its header says is an error, not a surprise.
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", reject);
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    }),
  );
}

/**
 * The entries of an export zip that `wanted` picks, after every entry's name and size were checked:
 * a name with `..` or an absolute path, or a zip that unpacks to too much or too suspiciously much,
 * refuses the whole file before anything is unpacked.
 */
export async function readZip(
  source: ZipSource,
  bytes: Buffer,
  wanted: (name: string) => boolean,
): Promise<Map<string, Buffer>> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    throw new ImportFormatError(source, `It is not a zip file (${(error as Error).message}).`);
  }
  const entries: Entry[] = [];
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: Entry) => {
        // yauzl refuses these names itself; checked again so the message says why.
        if (UNSAFE_NAME.test(entry.fileName)) {
          return reject(new ImportFormatError(source, `The zip holds an unsafe path: ${entry.fileName.slice(0, 200)}`));
        }
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          total > MAX_UNZIPPED_BYTES ||
          (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > MAX_COMPRESSION_RATIO)
        ) {
          return reject(new ImportFormatError(source, "The zip unpacks to too much; it was refused as a zip bomb."));
        }
        entries.push(entry);
        zip.readEntry();
      });
      zip.on("end", resolve);
      zip.on("error", reject);
      zip.readEntry();
    });
    const files = new Map<string, Buffer>();
    for (const entry of entries) {
      if (!entry.fileName.endsWith("/") && wanted(entry.fileName))
        files.set(entry.fileName, await readEntry(zip, entry));
    }
    return files;
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    throw new ImportFormatError(source, `The zip could not be read: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}

/** Column names as written, give or take case and spaces, so " Email_Disabled" still finds its column. */
const csvHeader = (names: string[]) => names.map((name) => name.trim().toLowerCase());

/** Substack writes true/false; a missing or empty column (older exports) means email is on. */
const isTrue = (value: string | undefined) => /^(true|1|yes)$/iu.test((value ?? "").trim());

/** Substack: posts.csv with one row per post, its body in posts/<post_id>.html, and the email list. */
export async function* readSubstack(bytes: Buffer): AsyncGenerator<SourceItem> {
  const files = await readZip(
    "substack",
    bytes,
    (name) => name === "posts.csv" || /^posts\/[^/]+\.html$/u.test(name) || /^email_list[^/]*\.csv$/u.test(name),
  );
  const postsCsv = files.get("posts.csv");
  if (!postsCsv) throw new ImportFormatError("substack", "The zip has no posts.csv.");
  const rows = parse(postsCsv, { columns: true, skip_empty_lines: true, bom: true }) as Array<Record<string, string>>;
  for (const row of rows) {
    const postId = row.post_id ?? "";
    const slug = postId.slice(postId.indexOf(".") + 1);
    const published = (row.is_published ?? "").toLowerCase() === "true";
    const post: SourcePost = {
      sourceId: postId,
      title: row.title ?? "",
      html: files.get(`posts/${postId}.html`)?.toString("utf8") ?? "",
      excerpt: row.subtitle ?? "",
      draft: !published,
      date: new Date(Date.parse(row.post_date ?? "") || 0).toISOString(),
      tags: [],
      comments: [],
      oldPaths: published && slug ? [`/p/${slug}`] : [],
    };
    yield { type: "post", post };
  }
  for (const [name, csv] of files) {
    if (!name.startsWith("email_list")) continue;
    const people = parse(csv, { columns: csvHeader, skip_empty_lines: true, bom: true }) as Array<
      Record<string, string>
    >;
    for (const person of people) {
      yield {
        type: "subscriber",
        subscriber: {
          email: person.email ?? "",
          date: person.created_at ?? "",
          emailDisabled: isTrue(person.email_disabled),
        },
      };
    }
  }
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&quot;/gu, '"')
    .replace(/&#39;/gu, "'")
    .replace(/&amp;/gu, "&");

const firstMatch = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? "";

/** Medium: one HTML file per post under posts/; a file named draft_… is a draft. */
export async function* readMedium(bytes: Buffer): AsyncGenerator<SourceItem> {
  const files = await readZip("medium", bytes, (name) => /^posts\/[^/]+\.html$/u.test(name));
  if (files.size === 0) throw new ImportFormatError("medium", "The zip has no posts/*.html files.");
  for (const [name, file] of files) {
    const html = file.toString("utf8");
    const base = name.slice("posts/".length, -".html".length);
    const canonical = firstMatch(html, /<a[^>]*href="([^"]+)"[^>]*class="p-canonical"/u);
    let oldPath = "";
    try {
      oldPath = canonical ? new URL(decodeEntities(canonical)).pathname : "";
    } catch {
      oldPath = "";
    }
    const draft = base.startsWith("draft_");
    const post: SourcePost = {
      sourceId: base,
      title: decodeEntities(firstMatch(html, /<h1[^>]*class="p-name"[^>]*>([\s\S]*?)<\/h1>/u).replace(/<[^>]+>/gu, "")),
      html: firstMatch(html, /<section data-field="body" class="e-content">([\s\S]*?)<\/section>\s*<footer>/u),
      excerpt: firstMatch(html, /<section data-field="subtitle" class="p-summary">([\s\S]*?)<\/section>/u),
      draft,
      date: new Date(
        Date.parse(firstMatch(html, /<time[^>]*class="dt-published"[^>]*datetime="([^"]+)"/u)) || 0,
      ).toISOString(),
      tags: [],
      comments: [],
      oldPaths: !draft && oldPath.startsWith("/@") ? [oldPath] : [],
    };
    yield { type: "post", post };
  }
}
