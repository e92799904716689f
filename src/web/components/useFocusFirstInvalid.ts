import { useCallback, useEffect, useRef, useState } from "react";

/**
 * After a failed submit, moves focus to the first field marked `aria-invalid`, so keyboard and screen reader
 * users land on what needs fixing. Focus waits for the render that marks the fields.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const focusFirstInvalid = useCallback(() => setAttempt((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}
