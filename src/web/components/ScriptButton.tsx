import type { ButtonHTMLAttributes } from "react";
import { useHydrated } from "./useHydrated";

/**
 * A button that only works once scripts run: aria-disabled until the page is hydrated (see useHydrated).
 * A component of its own so that the switch to hydrated re-renders this button alone, not the page or
 * list that holds it (decision 0048).
 */
export function ScriptButton({ "aria-disabled": ariaDisabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button {...props} type="button" aria-disabled={!hydrated || ariaDisabled || undefined} />;
}
