import { OperatorError } from "../cli/operator-error";
import { runOperatorCommand } from "../cli/run-command";
import type { Config } from "../config";
import { createMediaStore } from "./create-store";
import { type CopyReport, exportMedia, importMedia, migrateLocalMedia } from "./migrate";
import { s3MediaStore } from "./s3-store";
import { MediaUnavailableError } from "./store";

const USAGE = [
  "npm run media -- migrate | export FOLDER | import FOLDER",
  "  migrate        copies DATA_DIR/uploads and previews into S3_BUCKET",
  "  export FOLDER  copies the site's uploads (DATA_DIR or S3_BUCKET) into FOLDER/uploads",
  "  import FOLDER  copies FOLDER/uploads into the site's storage",
].join("\n");

const where = (config: Config) => (config.s3 ? `the bucket ${config.s3.bucket}` : "DATA_DIR");

function parse(args: string[]): string[] | undefined {
  const [verb, folder] = args;
  if (verb === "migrate" && args.length === 1) return args;
  if ((verb === "export" || verb === "import") && args.length === 2 && folder && !folder.startsWith("-")) return args;
  return undefined;
}

async function run(config: Config, [verb, folder = ""]: string[]): Promise<string> {
  const done = ({ copied, present }: CopyReport, into: string) =>
    `Copied ${copied} file(s) into ${into}; ${present} were there already.`;
  if (verb === "migrate") {
    if (!config.s3)
      throw new OperatorError("S3_BUCKET is not set: name the bucket (and its S3_* settings) to copy into.");
    return done(await migrateLocalMedia(config.dataDir, s3MediaStore(config.s3)), config.s3.bucket);
  }
  const store = createMediaStore(config);
  return verb === "export"
    ? done(await exportMedia(store, folder), folder)
    : done(await importMedia(store, folder), where(config));
}

/**
 * `npm run media`: moves one machine's media into the shared bucket before adding machines, and backs
 * up or restores the uploads beside `npm run export` / `npm run import`. Every verb can run again: keys
 * are content hashes, so what is already copied is skipped.
 */
await runOperatorCommand(USAGE, parse, async (config, args) => {
  try {
    return await run(config, args);
  } catch (error) {
    if (error instanceof MediaUnavailableError) {
      const reason = (error.cause as Error | undefined)?.message ?? String(error.cause);
      throw new OperatorError(
        `${where(config)} did not answer (${reason}); nothing more was copied. Run it again once it answers.`.replace(
          /^the/u,
          "The",
        ),
      );
    }
    throw error;
  }
});
