import { useId, useRef } from "react";
import { useLexicalEventShield } from "./eventShield";
import { useUpload } from "./uploadStore";

type Props = { uploadId: string; name: string };

/** An image on its way to the server, where it will land: the file's own preview and how far it is. */
export function UploadingImage({ uploadId, name }: Props) {
  const upload = useUpload(uploadId);
  const labelId = useId();
  const controls = useRef<HTMLDivElement>(null);
  useLexicalEventShield(controls);

  const percent = upload ? Math.round(upload.sent * 100) : 0;
  const converting = upload !== undefined && upload.sent >= 1;
  const label = !upload
    ? `Adding ${name}…`
    : converting
      ? `Uploading ${name}: the server is preparing it…`
      : `Uploading ${name}: ${percent}%`;

  return (
    <figure className="my-4 flex flex-col items-center gap-2" aria-busy="true">
      {upload ? <img src={upload.preview} alt="" className="mx-auto max-h-96 opacity-60" draggable={false} /> : null}
      <div ref={controls} className="flex w-full max-w-md flex-col gap-1 text-sm">
        <span id={labelId}>{label}</span>
        <div className="flex items-center gap-2">
          {/* Without a value the bar is indeterminate: while the server converts the image. */}
          <progress
            className="progress progress-primary w-full"
            aria-labelledby={labelId}
            max={100}
            {...(converting || !upload ? {} : { value: percent })}
          />
          {upload ? (
            <button type="button" className="btn btn-ghost btn-xs" onClick={upload.cancel}>
              Cancel upload
            </button>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
