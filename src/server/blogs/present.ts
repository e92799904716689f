import type { Blog, BlogCard } from "@shared/schemas";
import type { BlogRow } from "../db/schema";

/** A stored blog as the API shows it: SPEC §3's field names, plus wordCount and timestamps. */
export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    category: row.category,
    shortDesc: row.short_desc,
    longDesc: row.long_desc,
    email: row.author_email,
    username: row.author_name,
    wordCount: Number(row.word_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    draft: Number(row.draft) !== 0,
  };
}

/** A blog as a list card shows it (`view=card`): everything but the long description. */
export function toBlogCard(row: BlogRow): BlogCard {
  const { longDesc: _left, ...card } = toBlog(row);
  return card;
}
