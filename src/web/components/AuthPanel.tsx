import type { ReactNode } from "react";
import { Main } from "./Main";

/** The two-column frame of the login and sign-up screens: a side panel from medium screens up. */
export function AuthPanel({
  panelTitle,
  panelText,
  children,
}: {
  panelTitle: string;
  panelText: string;
  children: ReactNode;
}) {
  return (
    <Main className="mx-auto flex w-full max-w-5xl px-4 py-10">
      <div className="card w-full overflow-hidden bg-base-100 shadow-xl md:flex-row">
        <aside className="hidden flex-col justify-center gap-4 bg-primary p-10 text-primary-content md:flex md:w-1/2">
          <p className="text-3xl font-bold">{panelTitle}</p>
          <p className="text-lg opacity-90">{panelText}</p>
        </aside>
        <div className="card-body md:w-1/2">{children}</div>
      </div>
    </Main>
  );
}
