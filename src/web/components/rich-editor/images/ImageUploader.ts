import { copyImageFromUrl } from "@web/api/copyImageFromUrl";
import { ApiRequestError } from "@web/lib/api";
import { $getNodeByKey, HISTORY_MERGE_TAG, type LexicalEditor, type NodeKey, SKIP_SCROLL_INTO_VIEW_TAG } from "lexical";
import { $createImageNode, $isImageNode } from "../markdown";
import { CopyBatch } from "./copyBatch";
import { dataImageFile, isDataImage } from "./dataImage";
import { $joinSplit, $placeBlocks, type Split } from "./placeBlocks";
import { $loneParagraphOf, $putInPlaceOf } from "./placeCopy";
import { $createUploadingImageNode, $isUploadingImageNode, type CopiedImage } from "./UploadingImageNode";
import { uploadReason } from "./uploadReason";
import { finishUpload, reportProgress, startUpload } from "./uploadStore";
import { isAbortError, type UploadOptions, uploadWithProgress } from "./uploadWithProgress";
import type { UploaderVoice } from "./voice";

export type { UploaderVoice } from "./voice";

export type UploadFunction = (file: File, options: UploadOptions) => Promise<string>;
/** Has the server copy the image at `url` into its uploads; resolves to its URL there. */
export type CopyFunction = (url: string, signal: AbortSignal) => Promise<string>;

const IMAGE_NAME = /\.(?:png|jpe?g|gif|webp|avif|heic|heif|bmp|tiff?)$/i;

/** An image by its type; a file with no type (some systems give none) by its name. The server judges the bytes. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/") || (file.type === "" && IMAGE_NAME.test(file.name));
}

let counter = 0;
function nextId(): string {
  counter += 1;
  return `upload-${Date.now().toString(36)}-${counter}`;
}

const previewOf = (file: File) => (typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "");

/**
 * The images of one editor on their way to the server. `$insert` puts a placeholder per image where
 * the selection is (ImagePlugin sets it to the drop point first) and starts its upload; on success
 * the placeholder becomes an ImageNode with the server's URL, on failure or cancel it is removed and
 * a paragraph cut to make room is joined again. Both are merged into the history step that inserted
 * the placeholder, so one undo takes the image out. A placeholder that comes back (undo, redo) after
 * its upload ended becomes the image, or goes.
 *
 * `$copy` does the same for pasted images that live elsewhere (decision 0126): each becomes a
 * placeholder in its place while the server copies it, then the image again with the site's URL, or,
 * if the copy fails, as it was pasted (a `data:` image, which readers could not load, is left out).
 */
export class ImageUploader {
  /** Placeholders whose upload is running: node key → upload id. */
  private readonly live = new Map<NodeKey, string>();
  /** Uploads that landed when their placeholder was gone (undone): id → URL. */
  private readonly landed = new Map<string, string>();
  private readonly running = new Set<AbortController>();
  private disposed = false;

  constructor(
    private readonly editor: LexicalEditor,
    private readonly voice: UploaderVoice,
    private readonly upload: UploadFunction = uploadWithProgress,
    private readonly copy: CopyFunction = copyImageFromUrl,
  ) {}

  /** Inserts and uploads the image files among `files` (call inside an update or command); how many. */
  $insert(files: readonly File[]): number {
    const { t } = this.voice;
    const images = files.filter(isImageFile);
    const others = files.filter((file) => !isImageFile(file));
    if (others.length > 0) {
      const names = others.map((file) => t("editor.quoted", { name: file.name })).join(t("editor.listSeparator"));
      this.voice.problem(t("editor.upload.notImages", { count: others.length, names }));
    }
    if (images.length === 0) return 0;
    const entries = images.map((file) => ({ file, id: nextId() }));
    const nodes = entries.map(({ file, id }) => $createUploadingImageNode(id, file.name));
    const split = $placeBlocks(nodes);
    entries.forEach(({ file, id }, index) => {
      const key = nodes[index]?.getKey();
      if (key) this.begin(file, id, key, split);
    });
    const [only] = images;
    this.voice.status(
      images.length === 1 && only
        ? t("editor.upload.started", { name: only.name })
        : t("editor.upload.startedMany", { count: images.length }),
    );
    return images.length;
  }

  /**
   * Copies pasted images to this site (call inside the paste's update, so that their placeholders are
   * part of its undo step): the ImageNodes by key, each with a `src` on another site or in a `data:`
   * URL (paste/ decides which). How many it took.
   */
  $copy(keys: readonly NodeKey[]): number {
    const images = keys.map((key) => $getNodeByKey(key)).filter($isImageNode);
    if (images.length === 0) return 0;
    const { t } = this.voice;
    const batch = new CopyBatch(images.length, {
      status: (message) => this.speak("status", message),
      problem: (message) => this.speak("problem", message),
      t,
    });
    for (const image of images) {
      const paragraph = $loneParagraphOf(image);
      const original: CopiedImage = {
        src: image.getSrc(),
        alt: image.getAlt(),
        caption: image.getCaption(),
        inline: image.isInline() && paragraph === null,
      };
      const data = isDataImage(original.src);
      const file = data ? dataImageFile(original.src) : null;
      if (data && !file) {
        // Its bytes do not decode: there is nothing to upload, and readers could not load it either.
        (paragraph ?? image).remove();
        batch.settle({ kind: "dropped", reason: "" });
        continue;
      }
      const id = nextId();
      // Named by its alt text if it has one; its placeholder says "the pasted image" otherwise (UploadingImage).
      const name = original.alt;
      const placeholder = $createUploadingImageNode(id, name, original);
      $putInPlaceOf(image, paragraph, placeholder);
      this.beginCopy(id, placeholder.getKey(), name, original, file, batch);
    }
    this.voice.status(t("editor.copy.started", { count: images.length }));
    return images.length;
  }

  /** Whether a placeholder is one this uploader is still uploading for. */
  isLive(key: NodeKey): boolean {
    return this.live.has(key);
  }

  /** A placeholder that came back (undo, redo, a paste) without an upload behind it: its image, or nothing. */
  $settleStale(key: NodeKey): void {
    const node = $getNodeByKey(key);
    if (!$isUploadingImageNode(node) || this.live.has(key)) return;
    const url = this.landed.get(node.getUploadId());
    const original = node.getOriginal();
    if (url) node.replace($createImageNode({ ...original, src: url }));
    else if (original && !isDataImage(original.src)) node.replace($createImageNode(original));
    else node.remove();
  }

  /** Stops every upload (the editor is going away). */
  dispose(): void {
    this.disposed = true;
    for (const controller of this.running) controller.abort();
  }

  private begin(file: File, id: string, key: NodeKey, split: Split | null): void {
    const controller = new AbortController();
    this.running.add(controller);
    this.live.set(key, id);
    startUpload(id, { name: file.name, preview: previewOf(file), sent: 0, cancel: () => controller.abort() });
    this.upload(file, { signal: controller.signal, onProgress: (sent) => reportProgress(id, sent) })
      .then(
        (url) => this.land(id, key, url, file.name),
        (error: unknown) => this.fail(id, key, split, file.name, error),
      )
      .finally(() => {
        this.running.delete(controller);
        finishUpload(id);
      });
  }

  private beginCopy(
    id: string,
    key: NodeKey,
    name: string,
    original: CopiedImage,
    file: File | null,
    batch: CopyBatch,
  ): void {
    const controller = new AbortController();
    this.running.add(controller);
    this.live.set(key, id);
    startUpload(id, { name, preview: original.src, sent: 0, copying: !file, cancel: () => controller.abort() });
    // A data: image is a file already: it goes up as a dropped one would, with its progress.
    const job = file
      ? this.upload(file, { signal: controller.signal, onProgress: (sent) => reportProgress(id, sent) })
      : this.copy(original.src, controller.signal);
    job
      .then(
        (url) => {
          this.settleCopy(id, key, url);
          batch.settle({ kind: "copied" });
        },
        (error: unknown) => {
          this.settleCopy(id, key, null);
          if (isAbortError(error)) {
            this.speak("status", this.voice.t(file ? "editor.copy.uploadCancelled" : "editor.copy.cancelled"));
            batch.settle({ kind: "cancelled" });
            return;
          }
          console.error("Copying a pasted image failed", error);
          const reason = error instanceof ApiRequestError ? uploadReason(error, this.voice.t) : "";
          batch.settle(file ? { kind: "dropped", reason } : { kind: "kept", reason });
        },
      )
      .finally(() => {
        this.running.delete(controller);
        finishUpload(id);
      });
  }

  /** The copy's placeholder becomes the image: at `url` here, or as pasted (a data: image goes). */
  private settleCopy(id: string, key: NodeKey, url: string | null): void {
    this.live.delete(key);
    this.editor.update(
      () => {
        const node = $getNodeByKey(key);
        if (!$isUploadingImageNode(node) || node.getUploadId() !== id) {
          if (url) this.landed.set(id, url);
          return;
        }
        const original = node.getOriginal();
        if (!original) return;
        if (url) node.replace($createImageNode({ ...original, src: url }));
        else if (isDataImage(original.src)) node.remove();
        else node.replace($createImageNode(original));
      },
      { tag: [HISTORY_MERGE_TAG, SKIP_SCROLL_INTO_VIEW_TAG] },
    );
  }

  private speak(kind: "status" | "problem", message: string): void {
    if (!this.disposed) this.voice[kind](message);
  }

  private land(id: string, key: NodeKey, url: string, name: string): void {
    this.live.delete(key);
    this.editor.update(
      () => {
        const node = $getNodeByKey(key);
        if ($isUploadingImageNode(node) && node.getUploadId() === id) {
          node.replace($createImageNode({ src: url, alt: "", caption: "" }));
        } else this.landed.set(id, url);
      },
      { tag: [HISTORY_MERGE_TAG, SKIP_SCROLL_INTO_VIEW_TAG] },
    );
    if (!this.disposed) this.voice.status(this.voice.t("editor.upload.done", { name }));
  }

  private fail(id: string, key: NodeKey, split: Split | null, name: string, error: unknown): void {
    this.live.delete(key);
    this.editor.update(
      () => {
        const node = $getNodeByKey(key);
        if (!$isUploadingImageNode(node) || node.getUploadId() !== id) return;
        node.remove();
        $joinSplit(split);
      },
      { tag: [HISTORY_MERGE_TAG, SKIP_SCROLL_INTO_VIEW_TAG] },
    );
    if (this.disposed) return;
    const { t } = this.voice;
    if (isAbortError(error)) {
      this.voice.status(t("editor.upload.cancelled", { name }));
      return;
    }
    console.error("Uploading an image failed", error);
    this.voice.problem(t("editor.upload.problem", { name, reason: uploadReason(error, t) }));
  }
}
