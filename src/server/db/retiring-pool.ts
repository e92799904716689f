import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

/** What node-postgres rejects a query with once `query_timeout` passes without an answer. */
export const QUERY_READ_TIMEOUT = "Query read timeout";

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === QUERY_READ_TIMEOUT;

/**
 * The pool as Kysely sees it, except that a connection whose query went unanswered is closed instead of
 * handed back. node-postgres gives up on such a query but keeps it as the connection's active one, so
 * every later query on that connection would queue behind it; when the server stalled for good (a host
 * frozen, a network path gone) that lasts until TCP gives up, a quarter of an hour. Closing it lets the
 * pool open fresh connections, which heal as soon as the database answers again.
 */
export function retiringUnansweredConnections(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let unanswered = false;
      const query = (text: string, parameters: ReadonlyArray<unknown>) =>
        client.query(text, [...parameters]).catch((error: unknown) => {
          if (isReadTimeout(error)) unanswered = true;
          throw error;
        });
      return {
        // Kysely calls the cursor form only when a dialect is given a cursor class, which ours is not.
        query: query as unknown as PostgresPoolClient["query"],
        // `true` makes pg-pool destroy the connection rather than keep it.
        release: () => client.release(unanswered || undefined),
      };
    },
    end: () => pool.end(),
  };
}
