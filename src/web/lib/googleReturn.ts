/**
 * Google sign-in leaves the page for the provider and comes back with a full page load, so the
 * screen that started it (login or sign-up) is remembered here to pick the right SPEC §8 texts.
 */
const KEY = "inkwell-google-started-on";

export type GoogleOrigin = "login" | "signup";

export function rememberGoogleStart(origin: GoogleOrigin): void {
  try {
    sessionStorage.setItem(KEY, origin);
  } catch {
    // Storage refused (private mode): the return still works, only with the generic texts.
  }
}

/** The screen Google sign-in started on, read once: a later reload must not greet the user again. */
export function takeGoogleStart(): GoogleOrigin | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === "login" || value === "signup" ? value : null;
  } catch {
    return null;
  }
}

/** better-auth sends failures back as ?error=code&error_description=text; turn them into a sentence. */
export function googleErrorFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = params.get("error");
  if (!code) return null;
  const description = params.get("error_description");
  if (description) return description;
  const words = code.replace(/[_-]+/gu, " ").trim().toLowerCase();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}.` : null;
}
