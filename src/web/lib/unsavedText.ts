/**
 * Editor text typed but not yet saved, kept in this browser's storage (issue 43, "no lost words"). The
 * hook that keeps it is components/useUnsavedText.ts; this file is what sign-out needs too.
 */

/**
 * Every key this browser keeps unsaved editor text under starts so; signing out forgets them all, so the
 * next person at a shared computer finds none of it.
 */
const PREFIX = "inkwell-unsaved:";
export type KeptText<T> = { at: string; form: T };

/** Where the text of one editor is kept: per account and per post (`new` for a post not yet saved). */
export const unsavedTextKey = (userId: string, post: string): string => `${PREFIX}${userId}:${post}`;

/** Storage can be refused (private mode, a full quota, a policy): the editor then works as before, without the net. */
export function readUnsavedText<T>(key: string): KeptText<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<KeptText<T>>;
    return typeof kept.at === "string" && kept.form && typeof kept.form === "object" ? (kept as KeptText<T>) : null;
  } catch {
    return null;
  }
}

export function writeUnsavedText(key: string, value: KeptText<unknown> | null): void {
  try {
    if (value) window.localStorage.setItem(key, JSON.stringify(value));
    else window.localStorage.removeItem(key);
  } catch {
    // See read(): without storage there is nothing to keep.
  }
}

/** Called on sign-out. */
export function forgetUnsavedText(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
