import { HONEYPOT_FIELD } from "@shared/site";

/** Off-screen rather than display:none, which some bots check for before filling a field in. */
const OFF_SCREEN = {
  position: "absolute",
  // Logical, so right to left it leaves by the side a page does not scroll to either.
  insetInlineStart: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
} as const;

/** Read by bots alone (the field is hidden from people and screen readers), so it is not translated. */
const BOTS_LABEL = "Leave this field empty";

/**
 * A field only bots fill in (the server then answers as usual and keeps nothing). Out of sight, out of
 * the tab order and hidden from screen readers, with autofill off so no browser fills it for a person.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label htmlFor={id}>{BOTS_LABEL}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the form's honeypot holds, to send only when something is there (a person's request stays as it was). */
export function honeypotValue(form: HTMLFormElement): { website?: string } {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "" ? { website: value } : {};
}
