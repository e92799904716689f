import { readFile } from "node:fs/promises";
import { IMPORT_SOURCES, isImportSource } from "@shared/imports";
import { buildApp } from "./app";
import { OperatorError } from "./cli/operator-error";
import { runOperatorCommand } from "./cli/run-command";
import { connect } from "./db/connect";
import { prepareDatabase } from "./db/prepare";
import { describeReport, importFile } from "./imports/import-file";
import { ImportFormatError } from "./imports/model";

const USAGE = `npm run import-posts -- <${IMPORT_SOURCES.join("|")}> <file> [--author EMAIL] [--dry-run]`;

/** Arguments in order: source, file, author ("" when not given), "dry" or "". */
function parseArgs(args: string[]): string[] | undefined {
  const [source, file, ...rest] = args;
  if (!source || !file || file.startsWith("-")) return undefined;
  let author = "";
  let dry = "";
  for (let index = 0; index < rest.length; index++) {
    const flag = rest[index];
    if (flag === "--dry-run") dry = "dry";
    else if (flag === "--author" && rest[index + 1]) author = rest[++index] ?? "";
    else return undefined;
  }
  return [source, file, author, dry];
}

/**
 * Beside main.ts, not in imports/: like the server, it composes the whole app (the importer takes its
 * media store, job queue and egress guard), and only the root may import app.ts.
 *
 * `npm run import-posts`: imports a WordPress, Ghost, Substack or Medium export from a shell, with the
 * app's configuration, and prints the report. Without --author, posts whose author has no address go
 * to the site's first admin.
 */
await runOperatorCommand(USAGE, parseArgs, async (config, [source = "", file = "", author = "", dry = ""]) => {
  if (!isImportSource(source))
    throw new OperatorError(`Unknown source "${source}"; use one of ${IMPORT_SOURCES.join(", ")}.`);
  const bytes = await readFile(file).catch(() => {
    throw new OperatorError(`Cannot read ${file}.`);
  });
  const store = await connect(config.databaseUrl);
  try {
    await prepareDatabase(store);
    const app = await buildApp({ ...config, logLevel: "silent" }, store);
    try {
      let authorEmail = author;
      if (!authorEmail) {
        const admin = await store.db
          .selectFrom("user")
          .innerJoin("profile", "profile.user_id", "user.id")
          .select("user.email")
          .where("profile.role", "=", "admin")
          .orderBy("profile.created_at")
          .executeTakeFirst();
        if (!admin) throw new OperatorError("The site has no admin yet; name the posts' writer with --author EMAIL.");
        authorEmail = admin.email;
      } else {
        const known = await store.db
          .selectFrom("user")
          .select("id")
          .where("email", "=", authorEmail.toLowerCase())
          .executeTakeFirst();
        if (!known) throw new OperatorError(`No account has the email ${authorEmail}.`);
      }
      const dryRun = dry === "dry";
      const report = await importFile(app, { source, bytes, authorEmail, forceAuthor: author !== "", dryRun });
      return describeReport(report, dryRun);
    } catch (error) {
      if (error instanceof ImportFormatError) throw new OperatorError(error.message);
      throw error;
    } finally {
      await app.close();
    }
  } finally {
    await store.close();
  }
});
