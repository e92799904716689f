// CONTRACT (owned by the "web part 2" helper, who replaces the bodies below with the real client):
// the rest of the client relies only on these exports and their types.
import { createContext, type ReactNode, useContext } from "react";

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
  logOut: () => Promise<void>;
  updateProfile: (input: { name: string; photoURL: string }) => Promise<void>;
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  throw new Error("AuthProvider is being implemented");
  // biome-ignore lint/correctness/noUnreachable: placeholder until the real provider lands.
  return <AuthContext.Provider value={null}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

/** A fresh bearer ID token for API calls, or null when signed out. Cached until shortly before expiry. */
export async function getIdToken(): Promise<string | null> {
  return null;
}
