import { isImageUrl } from "@shared/url";
import { useT } from "@web/i18n/useT";
import { type ChangeEvent, useId, useState } from "react";
import { useUploadImage } from "../api/uploadImage";
import { FormField } from "./FormField";
import { uploadReason } from "./rich-editor/images/uploadReason";

/**
 * 'Upload image' beside a form's image URL field: the picked file goes to /api/images and its URL fills
 * the field (which stays editable, as SPEC has it). Shows a preview of whatever the field holds, and the
 * server's own words when it refuses (413 too large, 415 not an image).
 */
export function ImageUpload({
  url,
  onUploaded,
  previewAlt,
  label,
}: {
  url: string;
  onUploaded: (url: string) => void;
  /** What the preview shows, for a screen reader: a blog's cover ("Cover preview") unless said otherwise. */
  previewAlt?: string;
  /** The file field's label ("Upload image" unless said otherwise): a screen with two pictures names each. */
  label?: string;
}) {
  const inputId = useId();
  const upload = useUploadImage();
  const uploading = upload.isPending;
  const [problem, setProblem] = useState("");
  const { t } = useT();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setProblem("");
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (error) {
      console.error("Uploading an image failed", error);
      setProblem(uploadReason(error, t));
    } finally {
      // Picking the same file again after a refusal must fire another change.
      input.value = "";
    }
  };

  const preview = url.trim();
  return (
    <div className="flex flex-col gap-2">
      <FormField
        id={inputId}
        label={label ?? t("editor.imageUpload.label")}
        hint={t(uploading ? "editor.imageUpload.uploading" : "editor.imageUpload.hint")}
        error={problem}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            className="file-input w-full"
            disabled={uploading}
            onChange={(event) => void onPick(event)}
          />
        )}
      </FormField>
      {preview !== "" && isImageUrl(preview) && (
        <img
          src={preview}
          alt={previewAlt ?? t("editor.imageUpload.previewAlt")}
          className="max-h-48 w-auto self-start rounded-box border border-base-300 object-contain"
        />
      )}
    </div>
  );
}
