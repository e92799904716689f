import type { ReactNode } from "react";

/** What a control needs to be tied to its label, hint and error; spread onto the input, select or textarea. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type Props = {
  id: string;
  label: string;
  /** Shown under the label and read with the control. */
  hint?: string | undefined;
  error?: FieldErrorText;
  /** For one-field forms whose heading already says what to type (newsletter). */
  labelHidden?: boolean;
  className?: string;
  /** "inverse" on a coloured band (the newsletter), where the error colour would not read. */
  tone?: "default" | "inverse";
  children: (control: FieldControlProps) => ReactNode;
};

export type FieldErrorText = string | readonly string[] | undefined;

const hasError = (error: FieldErrorText) => (typeof error === "string" ? error !== "" : (error?.length ?? 0) > 0);

/** The ids a control's hint and error get, for controls that wire themselves (the password field). */
export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;
/** The label's own id, for controls `for` cannot name (the rich editor's editing area names it with aria-labelledby). */
export const fieldLabelId = (id: string) => `${id}-label`;

/** The aria props tying a control to its hint and error; also used by fields with their own markup. */
export function fieldControlProps(
  id: string,
  { hint, error }: { hint?: string | undefined; error?: FieldErrorText },
): FieldControlProps {
  const describedBy = [hint ? fieldHintId(id) : "", hasError(error) ? fieldErrorId(id) : ""].filter(Boolean).join(" ");
  return {
    id,
    ...(hasError(error) ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

/**
 * Every form's field: label, optional hint, the control, and its error underneath. Required controls carry
 * the native `required` (forms are `noValidate`; it only tells assistive technology); SPEC shows no marker. The error is announced
 * (role="alert") and the control points at it, so a screen reader reads it again on focus.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  labelHidden = false,
  className,
  tone = "default",
  children,
}: Props) {
  return (
    <div className={`form-control flex w-full flex-col gap-1 ${className ?? ""}`}>
      <label
        id={fieldLabelId(id)}
        htmlFor={id}
        className={labelHidden ? "sr-only" : "label font-medium text-base-content"}
      >
        {label}
      </label>
      {hint && (
        // Polite: a hint that changes (the upload's progress) is read out without interrupting.
        <p id={fieldHintId(id)} className="text-sm text-base-content/80" aria-live="polite">
          {hint}
        </p>
      )}
      {children(fieldControlProps(id, { hint, error }))}
      <FieldError id={id} error={error} tone={tone} />
    </div>
  );
}

/** The error under a control; exported for controls that lay themselves out. */
export function FieldError({
  id,
  error,
  tone = "default",
}: {
  id: string;
  error?: FieldErrorText;
  tone?: "default" | "inverse";
}) {
  if (!hasError(error)) return null;
  if (typeof error === "string") {
    return (
      <p
        id={fieldErrorId(id)}
        className={`text-sm ${tone === "inverse" ? "font-semibold" : "text-error"}`}
        role="alert"
      >
        {error}
      </p>
    );
  }
  return (
    <div id={fieldErrorId(id)} role="alert" className="alert alert-error alert-soft items-start">
      <ul className="list-disc space-y-1 ps-5 text-start">
        {error?.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
