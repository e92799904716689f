import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("blog")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("short_desc", "text", (c) => c.notNull())
    .addColumn("long_desc", "text", (c) => c.notNull())
    .addColumn("word_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("author_email", "text")
    .addColumn("author_name", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blog_created_at_idx").on("blog").columns(["created_at desc", "id desc"]).execute();
  await db.schema
    .createIndex("blog_category_created_at_idx")
    .on("blog")
    .columns(["category", "created_at desc"])
    .execute();
  await db.schema.createIndex("blog_word_count_idx").on("blog").columns(["word_count desc", "id"]).execute();
  await db.schema.createIndex("blog_author_email_idx").on("blog").column("author_email").execute();

  await db.schema
    .createTable("comment")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull().references("blog.id").onDelete("cascade"))
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("author_photo", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("comment_blog_created_at_idx")
    .on("comment")
    .columns(["blog_id", "created_at desc"])
    .execute();

  await db.schema
    .createTable("wishlist_item")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull().references("blog.id").onDelete("cascade"))
    .addColumn("user_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("wishlist_item_user_blog_unique", ["user_email", "blog_id"])
    .execute();

  await db.schema
    .createTable("newsletter_subscriber")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("contact_message")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["contact_message", "newsletter_subscriber", "wishlist_item", "comment", "blog"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
