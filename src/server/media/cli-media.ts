import { runOperatorCommand } from "../site-data/cli";
import { OperatorError } from "../site-data/operator-error";
import { migrateLocalMedia } from "./migrate";
import { s3MediaStore } from "./s3-store";
import { MediaUnavailableError } from "./store";

const USAGE = "npm run media -- migrate   (copies DATA_DIR/uploads and previews into S3_BUCKET)";

/** `npm run media -- migrate`: moves one machine's media into the shared bucket before adding machines. */
await runOperatorCommand(
  USAGE,
  (args) => (args.length === 1 && args[0] === "migrate" ? args : undefined),
  async (config) => {
    if (!config.s3)
      throw new OperatorError("S3_BUCKET is not set: name the bucket (and its S3_* settings) to copy into.");
    try {
      const { copied, present } = await migrateLocalMedia(config.dataDir, s3MediaStore(config.s3));
      return `Copied ${copied} file(s) into ${config.s3.bucket}; ${present} were there already.`;
    } catch (error) {
      if (error instanceof MediaUnavailableError) {
        throw new OperatorError(
          `The bucket ${config.s3.bucket} did not answer (${String((error.cause as Error | undefined)?.message ?? error.cause)}); nothing more was copied. Run it again once it answers.`,
        );
      }
      throw error;
    }
  },
);
