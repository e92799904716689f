import { MAX_ALIASES } from "@shared/moving";
import { type Me, writerProfileUpdateSchema } from "@shared/profile";
import { FormField } from "@web/components/FormField";
import { Spinner } from "@web/components/Spinner";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { useMe } from "./api/getMe";
import { useUpdateWriterProfile } from "./api/updateWriterProfile";
import { SettingsForm } from "./SettingsForm";

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

type ProfileChange = { movedTo: string } | { alsoKnownAs: string[] };

/** Both forms check, save and report the same way; only the field and the words differ. */
function useProfileChange(userId: string) {
  const [error, setError] = useState<string>();
  const save = useUpdateWriterProfile(userId);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const submit = async (
    event: FormEvent<HTMLFormElement>,
    change: ProfileChange,
    success: string,
    fallback: string,
  ) => {
    event.preventDefault();
    const parsed = writerProfileUpdateSchema.safeParse(change);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusFirstInvalid();
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(parsed.data);
      void showToast("success", success);
    } catch (failure) {
      setError(messageOf(failure, fallback));
      focusFirstInvalid();
    }
  };

  return { error, save, formRef, submit };
}

/** Settings' "Moving to another server": where the writer went (movedTo) and where they came from (alsoKnownAs). */
export function MovingAccount({ userId }: { userId: string }) {
  const me = useMe(userId);
  const { t } = useT();
  // The writer-page form above already offers a retry when the account cannot be loaded.
  if (!me.data) return me.isError ? null : <Spinner label={t("settings.moving.loading")} />;
  return (
    <div className="flex flex-col gap-8">
      <MovedToForm key={`moved:${me.data.movedTo ?? ""}`} me={me.data} userId={userId} />
      <AliasesForm key={`aliases:${me.data.alsoKnownAs.join("\n")}`} me={me.data} userId={userId} />
    </div>
  );
}

function MovedToForm({ me, userId }: { me: Me; userId: string }) {
  const [movedTo, setMovedTo] = useState("");
  const { error, save, formRef, submit } = useProfileChange(userId);
  const { t } = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, { movedTo }, t("settings.moving.saved"), t("settings.moving.failed"));

  const cancel = async () => {
    try {
      await save.mutateAsync({ movedTo: null });
      void showToast("success", t("settings.moving.cancelled"));
    } catch (failure) {
      void showToast("error", messageOf(failure, t("settings.moving.cancelFailed")));
    }
  };

  return (
    <SettingsForm
      id="settings-moving"
      title={t("settings.moving.title")}
      formRef={formRef}
      onSubmit={onSubmit}
      busy={save.isPending}
      submitLabel={t("settings.moving.submit")}
    >
      {me.movedTo && (
        <div className="flex flex-col items-start gap-2" role="status">
          <p>
            {withNodes(t("settings.moving.movedTo", { address: NODE_MARKS[0] }), [
              <span key="address" className="break-all font-semibold">
                {me.movedTo}
              </span>,
            ])}
          </p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void cancel()}
            disabled={save.isPending}
          >
            {t("settings.moving.cancel")}
          </button>
        </div>
      )}
      <FormField
        id="settings-moved-to"
        label={t("settings.moving.field")}
        hint={t("settings.moving.hint")}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className="input w-full"
            value={movedTo}
            placeholder="@you@example.social"
            onChange={(event) => setMovedTo(event.target.value)}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        )}
      </FormField>
    </SettingsForm>
  );
}

function AliasesForm({ me, userId }: { me: Me; userId: string }) {
  const [aliases, setAliases] = useState(me.alsoKnownAs.join("\n"));
  const { error, save, formRef, submit } = useProfileChange(userId);
  const { t } = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const lines = aliases
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    return submit(event, { alsoKnownAs: lines }, t("settings.aliases.saved"), t("settings.aliases.failed"));
  };

  return (
    <SettingsForm
      id="settings-aliases"
      title={t("settings.aliases.title")}
      formRef={formRef}
      onSubmit={onSubmit}
      busy={save.isPending}
      submitLabel={t("settings.aliases.submit")}
    >
      <FormField
        id="settings-aliases-field"
        label={t("settings.aliases.field")}
        hint={t("settings.aliases.hint", { max: MAX_ALIASES })}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={3}
            value={aliases}
            onChange={(event) => setAliases(event.target.value)}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        )}
      </FormField>
    </SettingsForm>
  );
}
