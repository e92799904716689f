import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config";
import { mediaReadCache } from "./read-cache";
import { type MediaStore, MediaUnavailableError } from "./store";

/**
 * How long one try may take to connect, and then to answer (an upload's body sent and the reply's
 * headers back, or a pause in an object's bytes). Objects are WebP at most 1,600 px wide and previews,
 * well under a megabyte: seconds are plenty for a working bucket. With the retry, a bucket that does
 * not answer costs a request at most about twice this before its 503 (bucket-outage.fault.test.ts).
 */
export const BUCKET_CONNECT_TIMEOUT_MS = 2000;
export const BUCKET_ANSWER_TIMEOUT_MS = 3000;

/** Recently served objects kept in memory per instance (read-cache.ts). */
const READ_CACHE_BYTES = 64 * 1024 * 1024;

/** The SDK's answer for a key that is not there: NoSuchKey from GET, a bare 404 ("NotFound") from HEAD. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === "NoSuchKey" || failure?.name === "NotFound" || failure?.$metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2...), shared by every
 * instance, with nothing written to the machine's disk. Anything but "no such key" means the bucket is
 * out of reach for now, answered as 503 rather than as a missing picture.
 */
export function s3MediaStore(config: S3Config): MediaStore {
  // The locked SDK runs on Node 20, which Inkwell supports; its notice that later releases will not
  // would otherwise print on every start and every `npm run media`.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // A reader waiting on an image or a writer on an upload is better told "try again" within seconds
    // than left hanging on a bucket that does not answer.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: BUCKET_CONNECT_TIMEOUT_MS,
      requestTimeout: BUCKET_ANSWER_TIMEOUT_MS,
      // Without it the SDK only logs a warning when requestTimeout passes and keeps waiting: a frozen
      // bucket (it takes the connection, answers nothing) held an upload for as long as the client waited.
      throwOnRequestTimeout: true,
      // A bucket that stalls halfway through sending an object's bytes, after its headers.
      socketTimeout: BUCKET_ANSWER_TIMEOUT_MS,
    },
  });
  const cache = mediaReadCache(READ_CACHE_BYTES);
  const bucket = config.bucket;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      // No existence check first: the key is the content's hash, so writing it again writes the same bytes.
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: "public, max-age=31536000, immutable",
          }),
        );
      } catch (error) {
        throw new MediaUnavailableError(error);
      }
      cache.set(key, { bytes, contentType });
    },
    async get(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return undefined;
        const media = {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? "application/octet-stream",
        };
        cache.set(key, media);
        return media;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw new MediaUnavailableError(error);
      }
    },
    async has(key) {
      if (cache.get(key)) return true;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw new MediaUnavailableError(error);
      }
    },
    async *list(area) {
      let token: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${area}/`, ContinuationToken: token }))
          .catch((error: unknown) => {
            throw new MediaUnavailableError(error);
          });
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : undefined),
  };
}
