import { useId, useRef } from "react";
import { useLexicalEventShield } from "./eventShield";
import { type Upload, useUpload } from "./uploadStore";

type Props = { uploadId: string; name: string; inline?: boolean };

function labelOf(upload: Upload | undefined, name: string): { label: string; converting: boolean } {
  if (!upload) return { label: `Adding ${name}…`, converting: false };
  // A copy has no progress to show: the server fetches the image, then converts it.
  if (upload.copying) return { label: `Copying ${name} to this site…`, converting: true };
  if (upload.sent >= 1) return { label: `Uploading ${name}: the server is preparing it…`, converting: true };
  return { label: `Uploading ${name}: ${Math.round(upload.sent * 100)}%`, converting: false };
}

/**
 * An image on its way to the server, where it will land: the file's own preview (or a pasted image as
 * it was pasted) and how far it is. Inside a line of text (a pasted image that was there) it is as
 * small as the image it stands for.
 */
export function UploadingImage({ uploadId, name, inline = false }: Props) {
  const upload = useUpload(uploadId);
  const labelId = useId();
  // A span in a line of text, a div otherwise: the shield needs only the element.
  const controls = useRef<HTMLDivElement>(null);
  useLexicalEventShield(controls);

  const { label, converting } = labelOf(upload, name);
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
      {upload.copying ? "Cancel copy" : "Cancel upload"}
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
