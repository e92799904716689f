import { useEffect } from "react";
import toast, { Toaster } from "react-hot-toast";

/**
 * SPEC §9 notification defaults: error and blank 4 s, success 2 s, at most 20 at once. Toasts never
 * take focus; Escape dismisses them from anywhere (issue 14), as it closes success alerts.
 */
export default function Toasts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") toast.dismiss();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  return <Toaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 } }} />;
}
