import type { ComponentProps } from "react";

/**
 * The page's main landmark, the skip link's target (`#main`). `tabIndex={-1}` is in the markup the
 * server sends, so "Skip to main content" moves focus here before the scripts run, and without them:
 * a browser focuses a fragment's target only when it is focusable. Never in the Tab order itself.
 */
export function Main({ className, ...props }: Omit<ComponentProps<"main">, "id" | "tabIndex">) {
  return <main id="main" tabIndex={-1} className={`focus:outline-none ${className ?? ""}`.trim()} {...props} />;
}
