import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { AuthProvider, type AuthStatus } from "../lib/auth";

type AppProvidersProps = {
  queryClient: QueryClient;
  /** What the first render assumes about sign-in; the server and the hydrating client must agree on it. */
  initialAuth: Extract<AuthStatus, "loading" | "signed-out">;
  children: ReactNode;
};

/** The providers every screen relies on, shared by the browser entry and the server entry. */
export function AppProviders({ queryClient, initialAuth, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialStatus={initialAuth}>
        {children}
        {/* SPEC §9 notification defaults: error and blank 4 s, success 2 s, at most 20 at once. */}
        <Toaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 } }} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
