import { Link } from "@web/lib/router";
import type { ReactNode } from "react";
import { useT } from "../i18n/useT";
import { type FieldErrorText, FormField } from "./FormField";
import { Main } from "./Main";

/**
 * The frame of every sign-in screen (log in, sign up, forgot and reset password): a side panel from
 * medium screens up, then the screen's heading and its form or outcome. One frame, so the four look and
 * read alike and a change to them is made once.
 */
export function AuthPanel({
  panelTitle,
  panelText,
  heading,
  children,
}: {
  panelTitle: string;
  panelText: string;
  /** The screen's h1, first in the card. */
  heading: string;
  children: ReactNode;
}) {
  return (
    <Main className="mx-auto flex w-full max-w-5xl px-4 py-10">
      <div className="card w-full overflow-hidden bg-base-100 shadow-xl md:flex-row">
        <aside className="hidden flex-col justify-center gap-4 bg-primary p-10 text-primary-content md:flex md:w-1/2">
          <p className="text-3xl font-bold">{panelTitle}</p>
          <p className="text-lg opacity-90">{panelText}</p>
        </aside>
        <div className="card-body md:w-1/2">
          <h1 className="card-title mb-2 text-3xl">{heading}</h1>
          {children}
        </div>
      </div>
    </Main>
  );
}

/** What a sign-in screen says when its form is done with (sent, saved, or a bad link), and where to go next. */
export function AuthOutcome({ to, action, children }: { to: string; action: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {children}
      <Link to={to} className="btn btn-primary">
        {action}
      </Link>
    </div>
  );
}

/** The account's email address, as log in and forgot password ask for it (named for a form post). */
export function AuthEmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldErrorText;
}) {
  const { t } = useT();
  return (
    <FormField id={id} label={t("auth.email")} error={error}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          className="input w-full"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="email"
          required
        />
      )}
    </FormField>
  );
}

/** The form's one button, busy while the request runs. */
export function AuthSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}
