import type { Config } from "../config";
import { localMediaStore } from "./local-store";
import { s3MediaStore } from "./s3-store";
import type { MediaStore } from "./store";

/** The bucket when S3_BUCKET is set, else DATA_DIR on this machine. */
export function createMediaStore(config: Pick<Config, "dataDir" | "s3">): MediaStore {
  return config.s3 ? s3MediaStore(config.s3) : localMediaStore(config.dataDir);
}
