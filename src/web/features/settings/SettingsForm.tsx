import type { FormEvent, ReactNode, RefObject } from "react";

type SettingsFormProps = {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What went wrong that is no one field's, announced above the button. */
  error?: string | undefined;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
};

/**
 * One section of Settings: a form named by its heading, its fields, a form-wide error and its save
 * button, busy while saving. Profile, writer page and password share it so each reads and behaves alike.
 */
export function SettingsForm({ id, title, formRef, onSubmit, error, busy, submitLabel, children }: SettingsFormProps) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
      {error && (
        <p role="alert" className="alert alert-error alert-soft">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A schema's refusals as the first message for each field, `fieldOf` naming the field an issue's path is on. */
export function firstIssues<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (key: PropertyKey | undefined) => Field,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) found[fieldOf(issue.path[0])] ??= issue.message;
  return found;
}
