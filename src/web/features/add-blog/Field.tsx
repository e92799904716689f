import type { ReactNode } from "react";

/** A labelled control with its error underneath, announced and tied to the control by id. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="form-control flex w-full flex-col gap-1">
      <label htmlFor={id} className="label font-medium text-base-content">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria props that connect a control to its Field error. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}
