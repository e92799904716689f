import { type Translate, useT } from "@web/i18n/useT";
import { useId, useRef } from "react";
import { useLexicalEventShield } from "./eventShield";
import { type Upload, useUpload } from "./uploadStore";

/**
 * What the placeholder stands for, which its words name: a file by its name, a pasted image by its alt
 * text (`named`), or, without one, as "the pasted image" (`pasted`, a data: image) or "the image" (one
 * being copied from its address). Each language words the four in its own sentences (editor.upload.*).
 */
export type UploadKind = "file" | "named" | "pasted" | "image";

type Props = { uploadId: string; name: string; kind?: UploadKind; inline?: boolean };

function labelOf(
  upload: Upload | undefined,
  subject: { name: string; kind: UploadKind },
  t: Translate,
): { label: string; converting: boolean } {
  if (!upload) return { label: t("editor.upload.adding", subject), converting: false };
  // A copy has no progress to show: the server fetches the image, then converts it.
  if (upload.copying) return { label: t("editor.upload.copying", subject), converting: true };
  if (upload.sent >= 1) return { label: t("editor.upload.preparing", subject), converting: true };
  return { label: t("editor.upload.uploading", { ...subject, share: upload.sent }), converting: false };
}

/**
 * An image on its way to the server, where it will land: the file's own preview (or a pasted image as
 * it was pasted) and how far it is. Inside a line of text (a pasted image that was there) it is as
 * small as the image it stands for.
 */
export function UploadingImage({ uploadId, name, kind = "file", inline = false }: Props) {
  const upload = useUpload(uploadId);
  const { t } = useT();
  const labelId = useId();
  // A span in a line of text, a div otherwise: the shield needs only the element.
  const controls = useRef<HTMLDivElement>(null);
  useLexicalEventShield(controls);

  const { label, converting } = labelOf(upload, { name, kind }, t);
  const percent = upload ? Math.round(upload.sent * 100) : 0;
  // Without a value the bar is indeterminate: while the server fetches or converts the image.
  const progress = (className: string) => (
    <progress
      className={className}
      aria-labelledby={labelId}
      max={100}
      {...(converting || !upload ? {} : { value: percent })}
    />
  );
  const cancel = upload ? (
    <button type="button" className="btn btn-ghost btn-xs" onClick={upload.cancel}>
      {t(upload.copying ? "editor.upload.cancelCopy" : "editor.upload.cancelUpload")}
    </button>
  ) : null;

  if (inline) {
    return (
      <span ref={controls} className="inline-flex items-center gap-1 align-middle text-sm" aria-busy="true">
        {upload ? (
          <img src={upload.preview} alt="" className="inline max-h-[1.5em] opacity-60" draggable={false} />
        ) : null}
        <span id={labelId} className="sr-only">
          {label}
        </span>
        {progress("progress progress-primary w-16")}
        {cancel}
      </span>
    );
  }

  return (
    <figure className="my-4 flex flex-col items-center gap-2" aria-busy="true">
      {upload ? <img src={upload.preview} alt="" className="mx-auto max-h-96 opacity-60" draggable={false} /> : null}
      <div ref={controls} className="flex w-full max-w-md flex-col gap-1 text-sm">
        <span id={labelId}>{label}</span>
        <div className="flex items-center gap-2">
          {progress("progress progress-primary w-full")}
          {cancel}
        </div>
      </div>
    </figure>
  );
}
