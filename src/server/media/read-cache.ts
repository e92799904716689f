import type { StoredMedia } from "./store";

/**
 * The most recently read objects, in memory up to a byte budget. Keys never change what they hold, so a
 * cached object is never stale: it saves the bucket a round trip per image view, and while the bucket is
 * unreachable the pictures readers are looking at keep loading.
 */
export function mediaReadCache(maxBytes: number) {
  const entries = new Map<string, StoredMedia>();
  let bytes = 0;
  return {
    get(key: string): StoredMedia | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      // Re-inserted to mark it the most recently used; Map keeps insertion order.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    set(key: string, media: StoredMedia): void {
      if (media.bytes.length > maxBytes || entries.has(key)) return;
      entries.set(key, media);
      bytes += media.bytes.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.bytes.length;
      }
    },
  };
}
