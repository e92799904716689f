import { once } from "node:events";
import { createWriteStream, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { OperatorError } from "../cli/operator-error";

/** Refuses a destination that exists or whose folder does not, before any work is done. */
export function checkDestination(file: string): void {
  if (existsSync(file)) throw new OperatorError(`${file} already exists; choose a new file name or remove it first.`);
  const folder = path.dirname(path.resolve(file));
  if (!existsSync(folder)) throw new OperatorError(`Folder ${folder} does not exist.`);
}

/** A name beside the destination, so the final rename is atomic and a failed run leaves no half file. */
export function partialName(file: string): string {
  return `${file}.partial-${process.pid}`;
}

/**
 * Writes through a stream with back-pressure into an owner-only file (it holds password hashes), and
 * only gives it the final name once everything is written.
 */
export async function writeAtomically(
  file: string,
  produce: (write: (chunk: string) => Promise<void>) => Promise<void>,
) {
  checkDestination(file);
  const partial = partialName(file);
  const stream = createWriteStream(partial, { mode: 0o600, flags: "wx" });
  try {
    await once(stream, "open");
    await produce(async (chunk) => {
      if (!stream.write(chunk)) await once(stream, "drain");
    });
    stream.end();
    await once(stream, "finish");
    renameSync(partial, file);
  } catch (error) {
    stream.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}
