import { Spinner } from "../components/Spinner";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

/** What the first visit shows while the first screen's code arrives: the real bar, so nothing jumps. */
export function ShellFallback() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <NavBar />
      <main id="main" className="flex-1">
        <Spinner label="Loading page" />
      </main>
      <Footer />
    </div>
  );
}
