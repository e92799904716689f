import { SITE_DEFAULT_LANGUAGE } from "@shared/post-language";
import { sql } from "kysely";
import type { Store } from "../db/connect";
import { isPublished } from "../db/published";
import type { BlogRow } from "../db/schema";
import { containsIgnoringCase } from "../db/sql-like";
import { type BlogSearch, RANKING_WINDOW, type TextSearch } from "./contract";
import { generalCount, generalPage, type TitleMatch } from "./general";
import { MARK_END, MARK_START } from "./snippet";
import { toTsquery } from "./tsquery";

/**
 * ts_headline reads `<…>` as an HTML tag and `&…;` as an entity and leaves both out of the passage, so
 * a post about `<script>` would lose the words. The body is headlined with these two noncharacters in
 * their place and they are put back after; a post that holds them itself shows `<` and `&` there.
 */
const HIDDEN = { "<": "\uFDD0", "&": "\uFDD1" } as const;
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12`;

const unhide = (passage: string) => passage.replaceAll(HIDDEN["<"], "<").replaceAll(HIDDEN["&"], "&");

/**
 * PostgreSQL: the weighted tsvectors of migration 008 (each post's stemmed in its language since 034, an
 * unmarked post's in the site's since 037), ranked by ts_rank_cd (a title match, weight A,
 * counts 2.5 times a body match, weight B). One statement: the newest RANKING_WINDOW matches (a rare
 * term's from the GIN index, a common term's along the publication-order index), ranked, one page
 * taken, and only that page's blogs read and headlined. `rankingWindow`: see RANKING_WINDOW.
 */
export function postgresTextSearch(store: Store, rankingWindow = RANKING_WINDOW): TextSearch {
  return {
    page: async (syntax, want, skip, language = SITE_DEFAULT_LANGUAGE) => {
      const query = toTsquery(syntax, language);
      const { rows } = await sql<BlogRow & { passage: string }>`
        with matched as (
          select d.blog_id, d.created_at, d.document from blog_text_document d
          where ${isPublished("d.visibility")} and d.document @@ ${query}
          order by d.created_at desc, d.blog_id desc
          limit ${rankingWindow}
        ), ranked as (
          select blog_id, created_at, ts_rank_cd(document, ${query}) as score from matched
          order by score desc, created_at desc, blog_id desc
          limit ${want} offset ${skip}
        )
        select b.*, ts_headline(blog_text_config(coalesce(b.language, blog_site_language())), translate(b.long_desc, '<&', ${HIDDEN["<"] + HIDDEN["&"]}), ${query},
          ${HEADLINE_OPTIONS}) as passage
        from ranked join blog b on b.id = ranked.blog_id
        where ${isPublished("b.visibility")}
        order by ranked.score desc, ranked.created_at desc, ranked.blog_id desc`.execute(store.db);
      return rows.map(({ passage, ...row }) => ({ row, passage: unhide(passage) }));
    },
  };
}

/** ILIKE itself, which the planner answers from the pg_trgm GIN index of migration 005. */
const titleContains: TitleMatch = (text) => containsIgnoringCase("postgres", "blog.title", text);

/** PostgreSQL: every list is one query along its index (docs/decisions/0014, 0027). */
export function postgresSearch(store: Store): BlogSearch {
  return {
    page: (query) => generalPage(store, query, titleContains),
    count: (filter) => generalCount(store, filter, titleContains),
  };
}
