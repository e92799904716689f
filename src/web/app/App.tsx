import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "react-hot-toast";
import { RouterProvider } from "react-router";
import { AuthProvider } from "../lib/auth";
import { createQueryClient } from "./queryClient";
import { createRouter } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        {/* SPEC §9 notification defaults: error and blank 4 s, success 2 s, at most 20 at once. */}
        <Toaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 } }} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
