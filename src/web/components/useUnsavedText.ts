import { type KeptText, readUnsavedText, writeUnsavedText } from "@web/lib/unsavedText";
import { useCallback, useEffect, useRef, useState } from "react";

/** Long enough to write once per burst of typing, short enough that a crash loses at most a word or two. */
const WRITE_AFTER_MS = 400;

/**
 * Field by field, whatever order the fields were written in. A field one side lacks (text kept before the
 * form had it, such as a post's language) differs in nothing the writer typed.
 */
function sameForm(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => !(key in left) || !(key in right) || left[key] === right[key]);
}

/**
 * Keeps what is typed into an editor in this browser until it is saved (issue 43, "no lost words"), and
 * offers text that an earlier visit typed and never saved: after a crash, a reload or a closed tab. The
 * offer waits for the writer's answer; until then nothing overwrites the kept text, so typing a letter
 * first cannot throw it away. `key` null (nobody signed in yet) keeps nothing.
 */
export function useUnsavedText<T extends object>(key: string | null, form: T, saved: T) {
  const [offer, setOffer] = useState<KeptText<T> | null>(null);
  const [decided, setDecided] = useState(false);
  const pending = useRef<number | undefined>(undefined);
  const savedRef = useRef(saved);
  savedRef.current = saved;

  useEffect(() => {
    if (!key) return;
    const kept = readUnsavedText<T>(key);
    if (kept && !sameForm(kept.form, savedRef.current)) setOffer(kept);
    else setDecided(true);
  }, [key]);

  useEffect(() => {
    if (!key || !decided) return;
    pending.current = window.setTimeout(() => {
      writeUnsavedText(key, sameForm(form, savedRef.current) ? null : { at: new Date().toISOString(), form });
    }, WRITE_AFTER_MS);
    return () => window.clearTimeout(pending.current);
  }, [key, decided, form]);

  const answer = useCallback(() => {
    setOffer(null);
    setDecided(true);
  }, []);
  /** The writer takes the kept text back: the caller puts `offer.form` into the fields. */
  const restore = useCallback((): T | null => {
    const form = offer?.form ?? null;
    answer();
    return form;
  }, [offer, answer]);
  const discard = useCallback(() => {
    if (key) writeUnsavedText(key, null);
    answer();
  }, [key, answer]);
  /** After a save the server holds the text; a write still pending must not bring it back. */
  const clear = useCallback(() => {
    window.clearTimeout(pending.current);
    if (key) writeUnsavedText(key, null);
  }, [key]);

  return { offer, restore, discard, clear };
}
