import { readFileSync } from "node:fs";
import path from "node:path";
import yazl from "yazl";

/** Fixture files for the import tests (kept out of the *.test.ts files so each suite can share them). */
export const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../../src/server/imports/fixtures", name));

/** A zip of the given entries, built with yazl as an exporter would. */
export function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("error", reject);
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

/** A multipart/form-data body with the source field and the file, as the admin screen's FormData sends it. */
export function importBody(source: string, file: Buffer, filename = "export.bin") {
  const boundary = "----inkwell-import-test";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="source"\r\n\r\n${source}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
