import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "@server/config";
import S3rver from "s3rver";
import { startTcpProxy } from "./tcp-proxy";

export const TEST_BUCKET = "inkwell-media";

/**
 * A real S3-compatible server (s3rver) on a free loopback port, reached through a TCP relay so a test can
 * take the bucket away (`cut`) and bring it back (`restore`) without losing what it holds.
 */
export async function startS3() {
  const directory = await mkdtemp(path.join(tmpdir(), "inkwell-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const relay = await startTcpProxy("127.0.0.1", port);
  const endpoint = relay.url.replace("redis://", "http://");
  // s3rver accepts any key pair it can parse; these are its documented defaults.
  const config: S3Config = {
    bucket: TEST_BUCKET,
    region: "us-east-1",
    endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    publicUrl: undefined,
  };
  const client = new S3Client({
    region: config.region,
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    config,
    /** The keys in the bucket, read straight from the server (not through the relay). */
    keys: async (prefix = ""): Promise<string[]> => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    cut: relay.cut,
    restore: relay.restore,
    close: async () => {
      client.destroy();
      await relay.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
