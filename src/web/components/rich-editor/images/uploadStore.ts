import { useCallback, useSyncExternalStore } from "react";

/** One image on its way to the server, as its placeholder in the document shows it. */
export type Upload = {
  readonly name: string;
  /**
   * An object URL of the file itself, shown until the server's copy replaces it; for a pasted image
   * being copied, the address it was pasted with.
   */
  readonly preview: string;
  /** The server is fetching the image from its address (a paste), not receiving it from the browser. */
  readonly copying?: boolean;
  /** Share of the file sent, 0 to 1; 1 while the server converts it. */
  readonly sent: number;
  /** Stops the upload; the placeholder goes and the text around it is joined again. */
  readonly cancel: () => void;
};

/**
 * Uploads by id. A placeholder node holds only its upload's id (nodes are copied on every edit and
 * must stay plain data); the progress lives here, outside the editor state, so that a progress
 * event redraws one placeholder and never makes an edit, a history step or a Markdown export.
 */
const uploads = new Map<string, Upload>();
const listeners = new Map<string, Set<() => void>>();

function notify(id: string): void {
  for (const listener of listeners.get(id) ?? []) listener();
}

export function startUpload(id: string, upload: Upload): void {
  uploads.set(id, upload);
  notify(id);
}

export function reportProgress(id: string, sent: number): void {
  const upload = uploads.get(id);
  if (!upload || upload.sent === sent) return;
  uploads.set(id, { ...upload, sent });
  notify(id);
}

export function finishUpload(id: string): void {
  const upload = uploads.get(id);
  if (!upload) return;
  uploads.delete(id);
  // Only what createObjectURL made is ours to release; a pasted image's own address is not.
  if (upload.preview.startsWith("blob:")) URL.revokeObjectURL(upload.preview);
  notify(id);
}

export function getUpload(id: string): Upload | undefined {
  return uploads.get(id);
}

/** The upload's current state, redrawn on each change; undefined once it is over (or unknown). */
export function useUpload(id: string): Upload | undefined {
  const subscribe = useCallback(
    (listener: () => void) => {
      let set = listeners.get(id);
      if (!set) {
        set = new Set();
        listeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(id);
      };
    },
    [id],
  );
  return useSyncExternalStore(subscribe, () => uploads.get(id));
}
