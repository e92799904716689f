import { Spinner } from "../components/Spinner";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

/** Where a screen's code has not arrived yet: a spinner in the main area. */
export function ScreenLoading() {
  return (
    <main id="main" className="flex-1">
      <Spinner label="Loading page" />
    </main>
  );
}

/** The server's page for screens the browser draws: the real bar, so nothing jumps when it does. */
export function ShellFallback() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <NavBar />
      <ScreenLoading />
      <Footer />
    </div>
  );
}
