import { MOVE_MESSAGES } from "@shared/moving";
import { describe, expect, it, vi } from "vitest";
import { type AccountMoves, aliasIds, moveTarget } from "./moves";

const SELF = "https://blog.example/ap/users/u1";
const THERE = "https://social.example/users/ada";

/** Federation as the routes see it, with the accounts it can find by what a writer types. */
function movesWith(accounts: Record<string, { id: string; aliases: string[] }>): AccountMoves {
  return {
    actorId: (userId) => `https://blog.example/ap/users/${userId}`,
    resolve: vi.fn(async (address: string) => accounts[address]),
    queueMove: vi.fn(async () => {}),
  };
}

describe("moving rules", () => {
  it("looks a handle up as @user@host, in lower case, and answers the actor id", async () => {
    const moves = movesWith({ "@ada@social.example": { id: THERE, aliases: [SELF] } });
    expect(await moveTarget(moves, "u1", " ada@Social.Example ")).toBe(THERE);
    expect(moves.resolve).toHaveBeenCalledWith("@ada@social.example", "u1");
  });

  it("refuses a target that does not name this writer, one that is this writer, and one not found", async () => {
    await expect(moveTarget(movesWith({ [THERE]: { id: THERE, aliases: [] } }), "u1", THERE)).rejects.toMatchObject({
      statusCode: 400,
      message: MOVE_MESSAGES.notAliased,
    });
    await expect(moveTarget(movesWith({ [SELF]: { id: SELF, aliases: [SELF] } }), "u1", SELF)).rejects.toMatchObject({
      statusCode: 400,
      message: MOVE_MESSAGES.self,
    });
    await expect(moveTarget(movesWith({}), "u1", THERE)).rejects.toMatchObject({
      statusCode: 400,
      message: MOVE_MESSAGES.notFound,
    });
  });

  it("stores each alias once, by actor id, whichever way it was typed", async () => {
    const moves = movesWith({
      "@ada@social.example": { id: THERE, aliases: [] },
      [THERE]: { id: THERE, aliases: [] },
    });
    expect(await aliasIds(moves, "u1", ["@ada@social.example", THERE])).toEqual([THERE]);
  });
});
