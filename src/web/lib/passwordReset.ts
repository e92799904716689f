import { AuthError } from "./authClient";
import { errorPayload, sendJson, UNREACHABLE_MESSAGE } from "./http";

async function post(path: string, body: unknown) {
  return sendJson(
    `/api/auth${path}`,
    { method: "POST", headers: { accept: "application/json", "content-type": "application/json" }, body },
    () => new AuthError(0, UNREACHABLE_MESSAGE),
  );
}

/** Asks for a reset mail. The server answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const reply = await post("/request-password-reset", { email });
  if (!reply.ok) {
    const { message, issues } = errorPayload(reply.body);
    throw new AuthError(reply.status, message, issues);
  }
}

export type ResetOutcome =
  | { kind: "done" }
  /** Used, expired or made up: only a new link helps. */
  | { kind: "invalid-token" }
  /** The new password was refused; `problems` are SPEC §5's failing rules or the server's message. */
  | { kind: "refused"; problems: string[] };

export async function resetPassword(token: string, newPassword: string): Promise<ResetOutcome> {
  const reply = await post("/reset-password", { token, newPassword });
  if (reply.ok) return { kind: "done" };
  const code = (reply.body as { code?: unknown } | undefined)?.code;
  if (code === "INVALID_TOKEN") return { kind: "invalid-token" };
  const { message, issues } = errorPayload(reply.body);
  if (issues.length > 0) return { kind: "refused", problems: issues };
  throw new AuthError(reply.status, message);
}
