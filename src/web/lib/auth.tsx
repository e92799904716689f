// The identity layer every screen relies on; its exported names and types are a contract.

import { LONG_ALERT_MS } from "@shared/limits";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { showTimedAlert } from "./alerts";
import {
  changeUserPassword,
  fetchSessionUser,
  googleAuthorizationUrl,
  type SessionUser,
  signInEmail,
  signOutSession,
  signUpEmail,
  updateUser,
} from "./authClient";
import { rememberGoogleStart, takeGoogleStart } from "./googleReturn";
import { clearIdToken, getIdToken as readIdToken } from "./idToken";
import { queryKeys } from "./queryKeys";
import { forgetUnsavedText } from "./unsavedText";

export { AuthError } from "./authClient";

export type AuthUser = {
  id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
};

export type AuthStatus = "loading" | "signed-out" | "signed-in";

export type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
  signUp: (input: { name: string; photoURL: string; email: string; password: string }) => Promise<void>;
  logIn: (email: string, password: string) => Promise<void>;
  /** Starts Google sign-in; resolves when the browser is on its way to the provider. */
  logInWithGoogle: (returnTo?: string) => Promise<void>;
  /** Signs out; rejects with the provider's error (the caller shows SPEC §8's sign-out alerts). */
  logOut: () => Promise<void>;
  updateProfile: (input: { name: string; photoURL: string }) => Promise<void>;
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
};

/** Exported so component tests can render screens with a chosen auth state. */
export const AuthContext = createContext<AuthContextValue | null>(null);

type AuthState = { status: AuthStatus; user: AuthUser | null };

function toAuthUser(user: SessionUser): AuthUser {
  return { id: user.id, email: user.email, displayName: user.name, photoURL: user.image ? user.image : null };
}

function settled(user: SessionUser | null): AuthState {
  return user ? { status: "signed-in", user: toAuthUser(user) } : { status: "signed-out", user: null };
}

/** Same status and same user, field by field: nothing a screen shows would change. */
function sameState(a: AuthState, b: AuthState): boolean {
  if (a.status !== b.status) return false;
  if (a.user === b.user) return true;
  if (!a.user || !b.user) return false;
  return (
    a.user.id === b.user.id &&
    a.user.email === b.user.email &&
    a.user.displayName === b.user.displayName &&
    a.user.photoURL === b.user.photoURL
  );
}

type AuthProviderProps = {
  children: ReactNode;
  /**
   * "signed-out" when the server saw no session cookie: nobody can be signed in, so the page is drawn
   * for visitors at once (and matches the server's markup). The session is still asked for either way.
   */
  initialStatus?: Extract<AuthStatus, "loading" | "signed-out">;
};

export function AuthProvider({ children, initialStatus = "loading" }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [state, setExactState] = useState<AuthState>({ status: initialStatus, user: null });
  // Keeps the current object when the answer says what we already knew (above all: the session check
  // right after hydration confirming the server's "signed out"), so no screen renders again for nothing.
  const setState = useCallback((next: AuthState) => {
    setExactState((current) => (sameState(current, next) ? current : next));
  }, []);
  const stateRef = useRef(state);
  stateRef.current = state;

  /** Ask the provider who is signed in now; this is what ends every loading phase. */
  const resolve = useCallback(async (): Promise<AuthState> => {
    const next = settled(await fetchSessionUser());
    setState(next);
    return next;
  }, [setState]);

  useEffect(() => {
    let cancelled = false;
    const googleStart = takeGoogleStart();
    fetchSessionUser()
      .then((user) => {
        if (cancelled) return;
        setState(settled(user));
        // Back from Google with a session: greet once, with the texts of the screen that started it.
        if (user && googleStart) {
          const title = googleStart === "signup" ? "Success!" : "Login Successful!";
          void showTimedAlert("success", title, "You have logged in with Google.", LONG_ALERT_MS);
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error("Could not read the session", error);
        setState({ status: "signed-out", user: null });
      });
    return () => {
      cancelled = true;
    };
  }, [setState]);

  /** Runs one identity action inside a loading phase; on failure the previous state comes back. */
  const withLoading = useCallback(
    async (action: () => Promise<void>) => {
      const before = stateRef.current;
      setState({ status: "loading", user: before.user });
      try {
        await action();
      } catch (error) {
        setState(before);
        throw error;
      }
    },
    [setState],
  );

  const forgetUserData = useCallback(() => {
    clearIdToken();
    queryClient.removeQueries({ queryKey: queryKeys.allWishlists() });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signUp: (input) =>
        withLoading(async () => {
          await signUpEmail({ name: input.name, email: input.email, password: input.password, image: input.photoURL });
          forgetUserData();
          await resolve();
        }),
      logIn: (email, password) =>
        withLoading(async () => {
          await signInEmail(email, password);
          forgetUserData();
          await resolve();
        }),
      logInWithGoogle: (returnTo = "/") =>
        withLoading(async () => {
          const here = window.location.pathname.toLowerCase();
          const origin = here.startsWith("/signup") ? "signup" : "login";
          const url = await googleAuthorizationUrl(returnTo, `${window.location.pathname}`);
          rememberGoogleStart(origin);
          window.location.assign(url);
        }),
      logOut: () =>
        withLoading(async () => {
          await signOutSession();
          forgetUserData();
          // Not on sign-in: text kept when a session ran out is there to be restored after signing back in.
          forgetUnsavedText();
          setState({ status: "signed-out", user: null });
        }),
      updateProfile: async (input) => {
        await updateUser({ name: input.name, image: input.photoURL || null });
        // The token carries the name and photo, so the next API call must get a new one.
        clearIdToken();
        await resolve();
      },
      changePassword: async (currentPassword, newPassword) => {
        await changeUserPassword(currentPassword, newPassword);
        // The old session, and every token issued for it, ended with the change.
        clearIdToken();
      },
    }),
    [state, setState, withLoading, forgetUserData, resolve],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

/** A fresh bearer ID token for API calls, or null when signed out. Cached until shortly before expiry. */
export async function getIdToken(): Promise<string | null> {
  return readIdToken();
}
