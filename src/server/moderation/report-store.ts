import { type AdminReport, type ReportTarget, type ResolveAction, VISIBILITY } from "@shared/moderation-schemas";
import { detailsPath, postPath } from "@shared/slug";
import type { Kysely, Selectable } from "kysely";
import { newId, now } from "../db/ids";
import type { Database, ReportTable } from "../db/schema";

export type ReportRow = Selectable<ReportTable>;

/** What the queue and the audit log say of a reported post or comment. */
export type ReportedTarget = {
  type: ReportTarget;
  id: string;
  /** A post's title, or a comment's first words. */
  label: string;
  /** Null for a post whose account is gone. */
  authorEmail: string | null;
  /** A remote comment's author, who has no account here. */
  remoteAuthor?: { id: string; name: string; handle: string | null };
  /** The post itself, or the post a comment is under. */
  blogId: string;
  mask: number;
};

/** How much of a comment the queue and the audit log quote. */
const EXCERPT_LENGTH = 140;

export const excerpt = (text: string): string => {
  const flat = text.replace(/\s+/gu, " ").trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
};

/** A post or comment as moderation sees it, whatever its state; undefined when it is gone. */
export async function findTarget(
  db: Kysely<Database>,
  type: ReportTarget,
  id: string,
): Promise<ReportedTarget | undefined> {
  if (type === "blog") {
    const blog = await db
      .selectFrom("blog")
      .select(["id", "title", "author_email", "visibility"])
      .where("id", "=", id)
      .executeTakeFirst();
    return (
      blog && {
        type,
        id: blog.id,
        label: blog.title,
        authorEmail: blog.author_email,
        blogId: blog.id,
        mask: Number(blog.visibility),
      }
    );
  }
  // A deleted comment kept as its replies' placeholder (decision 0100) is gone as far as reports go.
  const comment = await db
    .selectFrom("comment")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return (
    comment && {
      type,
      id: comment.id,
      label: excerpt(comment.body),
      authorEmail: comment.author_email,
      ...(comment.remote_note_id
        ? {
            remoteAuthor: {
              id: comment.remote_actor_id ?? comment.author_url ?? comment.remote_note_id,
              name: comment.author_name,
              handle: comment.author_handle || null,
            },
          }
        : {}),
      blogId: comment.blog_id,
      mask: Number(comment.hidden),
    }
  );
}

/**
 * Files a report, one per reporter and target: a second report of the same target answers the first
 * (`created: false`); one already resolved opens again with the new reason, since whatever was done
 * then did not settle it for this reader.
 */
export async function fileReport(
  db: Kysely<Database>,
  report: { targetType: ReportTarget; targetId: string; reporterId: string | null; reason: string },
): Promise<{ id: string; created: boolean }> {
  const id = newId();
  const time = now();
  if (report.reporterId !== null) {
    // Two clicks at once: the unique index lets one insert win, the other finds it below.
    const inserted = await db
      .insertInto("report")
      .values({
        id,
        target_type: report.targetType,
        target_id: report.targetId,
        reporter_id: report.reporterId,
        reason: report.reason,
        status: "open",
        created_at: time,
      })
      .onConflict((conflict) => conflict.columns(["target_type", "target_id", "reporter_id"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { id, created: true };
    const earlier = await db
      .selectFrom("report")
      .select(["id", "status"])
      .where("target_type", "=", report.targetType)
      .where("target_id", "=", report.targetId)
      .where("reporter_id", "=", report.reporterId)
      .executeTakeFirstOrThrow();
    if (earlier.status !== "open") {
      await db
        .updateTable("report")
        .set({
          status: "open",
          reason: report.reason,
          resolution: null,
          resolved_by: null,
          resolved_at: null,
          note: null,
          created_at: time,
        })
        .where("id", "=", earlier.id)
        .execute();
    }
    return { id: earlier.id, created: false };
  }
  // The spam rules' own report (no reporter: the unique index treats each as distinct).
  await db
    .insertInto("report")
    .values({
      id,
      target_type: report.targetType,
      target_id: report.targetId,
      reporter_id: null,
      reason: report.reason,
      status: "open",
      created_at: time,
    })
    .execute();
  return { id, created: true };
}

export async function findReport(db: Kysely<Database>, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom("report").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Closes every open report on a target; returns how many. */
export async function resolveOpenReports(
  db: Kysely<Database>,
  target: { type: ReportTarget; id: string },
  resolution: { action: ResolveAction | "approve" | "reject"; by: string; note?: string | undefined },
): Promise<number> {
  const result = await db
    .updateTable("report")
    .set({
      status: "resolved",
      resolution: resolution.action,
      resolved_by: resolution.by,
      resolved_at: now(),
      note: resolution.note ?? null,
    })
    .where("target_type", "=", target.type)
    .where("target_id", "=", target.id)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A busy site's queue is worked from the top; past this many reports the oldest wait for the next read. */
const QUEUE_READ_LIMIT = 5_000;

type AccountRef = { id: string; name: string; handle: string | null };

/**
 * The open reports, one row per target (its latest report, `count` open reports in all), newest first.
 * Reports whose post or comment is gone by now drop out.
 */
export async function listOpenReports(db: Kysely<Database>): Promise<AdminReport[]> {
  const rows = await db
    .selectFrom("report")
    .selectAll()
    .where("status", "=", "open")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(QUEUE_READ_LIMIT)
    .execute();
  const groups = new Map<string, { latest: ReportRow; count: number }>();
  for (const row of rows) {
    const key = `${row.target_type}:${row.target_id}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { latest: row, count: 1 });
  }
  if (groups.size === 0) return [];

  const ids = (type: string) =>
    [...groups.values()].filter((g) => g.latest.target_type === type).map((g) => g.latest.target_id);
  const blogIds = ids("blog");
  const commentIds = ids("comment");
  const comments = commentIds.length
    ? await db.selectFrom("comment").selectAll().where("id", "in", commentIds).where("deleted_at", "is", null).execute()
    : [];
  const postIds = [...new Set([...blogIds, ...comments.map((c) => c.blog_id)])];
  const blogs = postIds.length
    ? await db
        .selectFrom("blog")
        .select(["id", "title", "author_email", "visibility", "slug"])
        .where("id", "in", postIds)
        .execute()
    : [];
  const emails = [
    ...new Set([...blogs.map((b) => b.author_email ?? ""), ...comments.map((c) => c.author_email)]),
  ].filter(Boolean);
  const reporterIds = [...new Set(rows.flatMap((row) => (row.reporter_id ? [row.reporter_id] : [])))];
  const accounts =
    emails.length || reporterIds.length
      ? await db
          .selectFrom("user")
          .innerJoin("profile", "profile.user_id", "user.id")
          .select(["user.id as id", "user.name as name", "user.email as email", "profile.handle as handle"])
          .where((eb) =>
            eb.or([
              ...(emails.length ? [eb("user.email", "in", emails)] : []),
              ...(reporterIds.length ? [eb("user.id", "in", reporterIds)] : []),
            ]),
          )
          .execute()
      : [];
  const ref = ({ id, name, handle }: AccountRef): AccountRef => ({ id, name, handle });
  const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), ref(a)]));
  const byId = new Map(accounts.map((a) => [a.id, ref(a)]));
  const blogById = new Map(blogs.map((b) => [b.id, b]));
  const commentById = new Map(comments.map((c) => [c.id, c]));

  const postUrl = (blog: (typeof blogs)[number]) => {
    const handle = blog.author_email ? byEmail.get(blog.author_email.toLowerCase())?.handle : undefined;
    return Number(blog.visibility) === 0 && handle && blog.slug ? postPath(handle, blog.slug) : detailsPath(blog.id);
  };

  const queue: AdminReport[] = [];
  for (const { latest, count } of groups.values()) {
    const base = {
      id: latest.id,
      targetId: latest.target_id,
      reason: latest.reason,
      reporter: latest.reporter_id ? (byId.get(latest.reporter_id) ?? null) : null,
      count,
      createdAt: latest.created_at,
    };
    if (latest.target_type === "blog") {
      const blog = blogById.get(latest.target_id);
      if (!blog) continue;
      queue.push({
        ...base,
        targetType: "blog",
        target: {
          title: blog.title,
          author: (blog.author_email && byEmail.get(blog.author_email.toLowerCase())) || null,
          url: postUrl(blog),
          hidden: (Number(blog.visibility) & VISIBILITY.hidden) !== 0,
          held: false,
        },
      });
    } else if (latest.target_type === "comment") {
      const comment = commentById.get(latest.target_id);
      const blog = comment && blogById.get(comment.blog_id);
      if (!comment || !blog) continue;
      const mask = Number(comment.hidden);
      queue.push({
        ...base,
        targetType: "comment",
        target: {
          excerpt: excerpt(comment.body),
          author: comment.remote_note_id
            ? {
                id: comment.remote_actor_id ?? comment.author_url ?? comment.remote_note_id,
                name: comment.author_name,
                handle: comment.author_handle || null,
              }
            : (byEmail.get(comment.author_email.toLowerCase()) ?? null),
          url: `${postUrl(blog)}#comment-${comment.id}`,
          hidden: (mask & VISIBILITY.hidden) !== 0,
          held: (mask & VISIBILITY.held) !== 0,
        },
      });
    }
  }
  return queue;
}
