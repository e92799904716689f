import { useIsFetching } from "@tanstack/react-query";
import { useScreenLoading } from "./lazyScreen";

/** A thin bar across the top while a page's code or data is on its way; purely visual, pages announce their own loading. */
export function NavProgress() {
  const navigating = useScreenLoading();
  const fetching = useIsFetching() > 0;
  const busy = navigating || fetching;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div
        data-busy={busy}
        className={`h-full bg-primary transition-opacity duration-300 ${busy ? "opacity-100 motion-safe:animate-[inkwell-progress_1.2s_ease-in-out_infinite]" : "opacity-0"}`}
      />
    </div>
  );
}
