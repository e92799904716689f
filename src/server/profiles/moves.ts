import { accountAddress, MOVE_MESSAGES } from "@shared/moving";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { badRequest } from "../errors";

/** Another fediverse account as its server describes it: its actor id and the ids it says are also it. */
export type ResolvedAccount = { id: string; aliases: readonly string[] };

/**
 * What moving between servers needs from federation, handed to the profile routes by app.ts so that
 * profiles/ does not import federation/ (which imports profiles/, decision 0073).
 */
export type AccountMoves = {
  /** The writer's own actor id, the address other servers know them by. */
  actorId: (userId: string) => string;
  /**
   * The account behind `@user@host` (WebFinger) or an actor URL, fetched now as the writer asks; undefined
   * when there is none to be had.
   */
  resolve: (address: string, userId: string) => Promise<ResolvedAccount | undefined>;
  /** Queues the `Move` to the writer's followers elsewhere, in the transaction that records the move. */
  queueMove: (db: Kysely<Database>, userId: string, target: string) => Promise<void>;
};

async function resolveOrRefuse(moves: AccountMoves, userId: string, typed: string): Promise<ResolvedAccount> {
  const address = accountAddress(typed);
  if (!address) throw badRequest(MOVE_MESSAGES.notAnAddress);
  const account = await moves.resolve(address.kind === "handle" ? address.handle : address.url, userId);
  if (!account) throw badRequest(MOVE_MESSAGES.notFound);
  return account;
}

/**
 * The actor id a writer may move to: an account elsewhere that already names this writer among its
 * aliases, as Mastodon requires before it lets followers move, so no one can send followers to an
 * account that is not theirs.
 */
export async function moveTarget(moves: AccountMoves, userId: string, typed: string): Promise<string> {
  const target = await resolveOrRefuse(moves, userId, typed);
  const self = moves.actorId(userId);
  if (target.id === self) throw badRequest(MOVE_MESSAGES.self);
  if (!target.aliases.includes(self)) throw badRequest(MOVE_MESSAGES.notAliased);
  return target.id;
}

/** The actor ids of the accounts a writer says are also theirs, each resolved once, in the order given. */
export async function aliasIds(moves: AccountMoves, userId: string, typed: readonly string[]): Promise<string[]> {
  const accounts = await Promise.all(typed.map((value) => resolveOrRefuse(moves, userId, value)));
  const self = moves.actorId(userId);
  if (accounts.some((account) => account.id === self)) throw badRequest(MOVE_MESSAGES.self);
  return [...new Set(accounts.map((account) => account.id))];
}
