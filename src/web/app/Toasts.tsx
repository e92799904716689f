import { Toaster } from "react-hot-toast";

/** SPEC §9 notification defaults: error and blank 4 s, success 2 s, at most 20 at once. */
export default function Toasts() {
  return <Toaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 } }} />;
}
