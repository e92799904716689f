import { useId, useState } from "react";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  describedBy?: string;
};

/**
 * A password field with a show/hide toggle. The toggle's name is just 'Show'/'Hide' so that finding
 * the field by its label ('Password') never also finds the button.
 */
export function PasswordInput({ id, label, value, onChange, autoComplete, describedBy }: Props) {
  const [visible, setVisible] = useState(false);
  const hintId = useId();
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label mb-1 font-medium text-base-content">
        {label}
      </label>
      <div className="join w-full">
        <input
          id={id}
          name={id}
          type={visible ? "text" : "password"}
          className="input join-item w-full"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
          aria-describedby={[describedBy, hintId].filter(Boolean).join(" ")}
        />
        <button
          type="button"
          className="btn join-item"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
      <span id={hintId} className="sr-only">
        {visible ? "The password is visible." : "The password is hidden."}
      </span>
    </div>
  );
}
