import { type SearchResult, searchQuerySchema, searchResultSchema } from "@shared/search-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { replyLanguage } from "../api-messages/reply-language";
import { errorResponses } from "../errors";
import { nextLink } from "../http/cursor";
import { searchBlogs } from "./search-blogs";

/**
 * The answer depends on the reader's language as well as the URL (the query is stemmed in it), which the
 * switcher's cookie, Accept-Language or a signed-in caller's setting choose: shared caches tell them apart.
 */
const SEARCH_VARY = "Authorization, Cookie, Accept-Language, Accept-Encoding";

/** GET /api/search: full-text search over published posts (issue 21). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        summary: "Published posts whose title or text match, best first",
        description:
          'q: words (all required), "quoted phrases", -excluded words and OR between two terms. Words are ' +
          "stemmed in the reader's interface language (its cookie, Accept-Language or account setting, else " +
          "the site's) where the database can, so gardening finds gardens, and found as written in any " +
          "language. A title match ranks above the same match in the text. Each " +
          "hit is a card with `snippet`, a passage of the post as escaped HTML in which <mark> and </mark> " +
          'are the only tags. When more hits follow, the Link header names the next page (`Link: <…>; rel="next"`). ' +
          "A query of exclusions alone finds nothing; a blank one, or one over 500 characters, is a 400. " +
          "Answers carry an ETag and may be cached for a few seconds.",
        querystring: searchQuerySchema,
        response: { 200: z.array(searchResultSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Chosen as a page's language is; an anonymous reader's costs no query (the settings are kept).
      const language = await replyLanguage(app, request, { reachDatabase: true });
      return app.publicCache.serve(request, reply, `${language} ${request.url}`, async () => {
        const page = await searchBlogs(app.store, request.query, language);
        const cards = await app.present.cards(page.rows);
        const results: SearchResult[] = cards.map((card, index) => ({ ...card, snippet: page.snippets[index] ?? "" }));
        const headers: Record<string, string> = {
          vary: SEARCH_VARY,
          ...(page.next ? { link: nextLink(request.url, page.next) } : {}),
        };
        return { body: JSON.stringify(results), headers, shared: true };
      });
    },
  );
};
