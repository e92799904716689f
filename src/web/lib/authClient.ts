/**
 * Thin calls to the server's identity provider (better-auth at /api/auth/*). Plain fetch keeps the
 * bundle small and lets the React layer decide when state changes; the session itself lives in an
 * httpOnly cookie, so it survives reloads without any storage here.
 */
import { errorPayload, sendJson, unreachableMessage } from "./http";

/** A refused identity call, with the provider's message and, for sign-up, every failing rule. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: string[] = [],
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
};

async function authCall<T>(path: string, init: { method: "GET" | "POST"; body?: unknown }): Promise<T> {
  const post = init.method === "POST";
  const reply = await sendJson(
    `/api/auth${path}`,
    {
      method: init.method,
      headers: { accept: "application/json", ...(post ? { "content-type": "application/json" } : {}) },
      body: post ? (init.body ?? {}) : undefined,
    },
    () => new AuthError(0, unreachableMessage()),
  );
  if (!reply.ok) {
    // An empty message lets each screen show SPEC's own fallback ('Something went wrong', ...).
    const { message, issues } = errorPayload(reply.body);
    throw new AuthError(reply.status, message, issues);
  }
  return (reply.body ?? null) as T;
}

/** A POST to the identity provider whose refusal the caller reads itself (the reset flow tells bad tokens apart). */
export function postAuth(path: string, body: unknown) {
  return sendJson(
    `/api/auth${path}`,
    { method: "POST", headers: { accept: "application/json", "content-type": "application/json" }, body },
    () => new AuthError(0, unreachableMessage()),
  );
}

export async function fetchSessionUser(): Promise<SessionUser | null> {
  const session = await authCall<{ user?: SessionUser } | null>("/get-session", { method: "GET" });
  return session?.user ?? null;
}

export async function signUpEmail(input: { name: string; email: string; password: string; image: string }) {
  await authCall("/sign-up/email", { method: "POST", body: input });
}

export async function signInEmail(email: string, password: string) {
  await authCall("/sign-in/email", { method: "POST", body: { email, password } });
}

export async function signOutSession() {
  await authCall("/sign-out", { method: "POST" });
}

export async function updateUser(input: { name: string; image: string | null }) {
  await authCall("/update-user", { method: "POST", body: input });
}

export async function changeUserPassword(currentPassword: string, newPassword: string) {
  await authCall("/change-password", {
    method: "POST",
    // A new password signs out every other device (the server insists); this browser gets a new session.
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/** Asks the server where to send the browser for Google; it answers 4xx when Google is not configured. */
export async function googleAuthorizationUrl(callbackURL: string, errorCallbackURL: string): Promise<string> {
  const answer = await authCall<{ url?: string }>("/sign-in/social", {
    method: "POST",
    body: { provider: "google", callbackURL, errorCallbackURL, disableRedirect: true },
  });
  if (!answer?.url) throw new AuthError(500, "The server did not say where to sign in with Google.");
  return answer.url;
}

export async function fetchJwt(): Promise<string | null> {
  try {
    const answer = await authCall<{ token?: string }>("/token", { method: "GET" });
    return answer?.token ?? null;
  } catch (error) {
    if (error instanceof AuthError && error.status === 401) return null;
    throw error;
  }
}
