import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runCli } from "@test/server/run-cli";
import { startS3 } from "@test/server/s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("npm run media -- migrate", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let dataDir: string;
  const upload = `${"a".repeat(64)}.webp`;
  const preview = `${"b".repeat(64)}.jpg`;

  const env = () => ({
    DATA_DIR: dataDir,
    DATABASE_URL: ":memory:",
    AUTH_SECRET: "x".repeat(32),
    S3_BUCKET: s3.config.bucket,
    S3_ENDPOINT: s3.config.endpoint ?? "",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  });

  beforeAll(async () => {
    s3 = await startS3();
    dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-media-cli-"));
    await mkdir(path.join(dataDir, "uploads"));
    await mkdir(path.join(dataDir, "previews"));
    await writeFile(path.join(dataDir, "uploads", upload), "webp bytes");
    await writeFile(path.join(dataDir, "previews", preview), "jpeg bytes");
    // Not a name the app writes: left alone.
    await writeFile(path.join(dataDir, "uploads", "notes.txt"), "keep me");
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("copies local uploads and previews into the bucket, and copies nothing twice when run again", async () => {
    const first = await runCli("media", ["migrate"], env(), dataDir);
    expect(first.stderr).toBe("");
    expect(first.stdout.trim()).toBe(`Copied 2 file(s) into ${s3.config.bucket}; 0 were there already.`);
    expect(await s3.keys()).toEqual([`previews/${preview}`, `uploads/${upload}`]);
    const again = await runCli("media", ["migrate"], env(), dataDir);
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe(`Copied 0 file(s) into ${s3.config.bucket}; 2 were there already.`);
  });

  it("says what is missing when no bucket is configured, or the bucket does not answer", async () => {
    const unset = await runCli("media", ["migrate"], { ...env(), S3_BUCKET: "" }, dataDir);
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain("S3_BUCKET is not set");
    await s3.cut();
    try {
      const down = await runCli("media", ["migrate"], env(), dataDir);
      expect(down.code).toBe(1);
      expect(down.stderr).toContain(`The bucket ${s3.config.bucket} did not answer`);
    } finally {
      await s3.restore();
    }
  });

  it("exports the site's uploads to a folder and imports them into another site's storage", async () => {
    const folder = path.join(dataDir, "backup");
    const exported = await runCli("media", ["export", folder], env(), dataDir);
    expect(exported.stdout.trim()).toBe(`Copied 1 file(s) into ${folder}; 0 were there already.`);
    expect(await readdir(path.join(folder, "uploads"))).toEqual([upload]);
    const otherSite = await mkdtemp(path.join(tmpdir(), "inkwell-media-restore-"));
    try {
      const local = { ...env(), S3_BUCKET: "", DATA_DIR: otherSite };
      const imported = await runCli("media", ["import", folder], local, otherSite);
      expect(imported.stdout.trim()).toBe("Copied 1 file(s) into DATA_DIR; 0 were there already.");
      expect(await readFile(path.join(otherSite, "uploads", upload), "utf8")).toBe("webp bytes");
      const notAnExport = await runCli("media", ["import", `${otherSite}/nothing`], local, otherSite);
      expect(notAnExport.code).toBe(1);
      expect(notAnExport.stderr).toContain("has no uploads folder: is it a media export?");
    } finally {
      await rm(otherSite, { recursive: true, force: true });
    }
  });

  it("prints its usage for anything but migrate, export or import", async () => {
    const wrong = await runCli("media", ["copy"], env(), dataDir);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("Usage: npm run media -- migrate");
  });
});
