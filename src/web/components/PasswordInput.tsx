import { useId, useState } from "react";
import { useT } from "../i18n/useT";
import { type FieldErrorText, FormField } from "./FormField";

type Props = {
  id: string;
  /** The field's name in a form the browser may post itself (the reset page without scripts); else its id. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  error?: FieldErrorText;
};

/**
 * A password field with a show/hide toggle. The toggle's name is just 'Show'/'Hide' so that finding
 * the field by its label ('Password') never also finds the button. Its words are the `auth` part's:
 * every screen drawing it (sign-in, reset, Settings) loads that part.
 */
export function PasswordInput({ id, name, label, value, onChange, autoComplete, error }: Props) {
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  const stateId = useId();
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          <div className="join w-full">
            <input
              {...control}
              name={name ?? id}
              type={visible ? "text" : "password"}
              className="input join-item w-full"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              autoComplete={autoComplete}
              required
              aria-describedby={[control["aria-describedby"], stateId].filter(Boolean).join(" ")}
            />
            {/* Without scripts it could not show anything: hidden then (index.html's noscript rule). */}
            <button
              type="button"
              data-js-only
              className="btn join-item"
              aria-controls={id}
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? t("auth.password.hide") : t("auth.password.show")}
            </button>
          </div>
          <span id={stateId} className="sr-only">
            {visible ? t("auth.password.visible") : t("auth.password.hidden")}
          </span>
        </>
      )}
    </FormField>
  );
}
