import { createContext, useCallback, useContext, useState } from "react";

/** Says a change of state out loud ("Bold on"): the editor's parts call it, RichEditor's live region reads it. */
export const AnnounceContext = createContext<(message: string) => void>(() => undefined);

export const useAnnounce = () => useContext(AnnounceContext);

/**
 * The live region's text and the function that sets it. A screen reader reads a live region when its
 * text changes, so saying the same thing twice ("Bold on" after "Bold off" after "Bold on" is fine, but
 * "Undone" twice is not) alternates a trailing no-break space that is not heard.
 */
export function useLiveRegion(): [string, (message: string) => void] {
  const [message, setMessage] = useState("");
  const announce = useCallback(
    (next: string) => setMessage((current) => (current === next ? `${next}\u00a0` : next)),
    [],
  );
  return [message, announce];
}
