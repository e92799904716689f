import { MAX_ALIASES } from "@shared/moving";
import { type Me, writerProfileUpdateSchema } from "@shared/profile";
import { FormField } from "@web/components/FormField";
import { Spinner } from "@web/components/Spinner";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { useMe } from "./api/getMe";
import { useUpdateWriterProfile } from "./api/updateWriterProfile";
import { SettingsForm } from "./SettingsForm";

export const MOVED_TO_LABEL = "New account";
export const ALIASES_LABEL = "Accounts you moved from";

const MOVED_TO_HINT =
  "Your account on the other server, as @user@host or its https:// address. First add this account to its " +
  'aliases there (on Mastodon: "Moving from a different account"). Your followers elsewhere are then asked to follow it.';
const ALIASES_HINT = `One per line, up to ${MAX_ALIASES}, as @user@host or https:// addresses. Followers who move from them are welcomed here.`;

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
  // The writer-page form above already offers a retry when the account cannot be loaded.
  if (!me.data) return me.isError ? null : <Spinner label="Loading your moving settings" />;
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, { movedTo }, "Moved: your followers elsewhere are being told.", "Could not save the move.");

  const cancel = async () => {
    try {
      await save.mutateAsync({ movedTo: null });
      void showToast("success", "This account no longer says it moved.");
    } catch (failure) {
      void showToast("error", messageOf(failure, "Could not cancel the move."));
    }
  };

  return (
    <SettingsForm
      id="settings-moving"
      title="Moving to another server"
      formRef={formRef}
      onSubmit={onSubmit}
      busy={save.isPending}
      submitLabel="Move my followers"
    >
      {me.movedTo && (
        <div className="flex flex-col items-start gap-2" role="status">
          <p>
            You moved to <span className="break-all font-semibold">{me.movedTo}</span>.
          </p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void cancel()}
            disabled={save.isPending}
          >
            Cancel the move
          </button>
        </div>
      )}
      <FormField id="settings-moved-to" label={MOVED_TO_LABEL} hint={MOVED_TO_HINT} error={error}>
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const lines = aliases
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    return submit(event, { alsoKnownAs: lines }, "Accounts you moved from saved.", "Could not save those accounts.");
  };

  return (
    <SettingsForm
      id="settings-aliases"
      title="Arriving from another server"
      formRef={formRef}
      onSubmit={onSubmit}
      busy={save.isPending}
      submitLabel="Save accounts you moved from"
    >
      <FormField id="settings-aliases-field" label={ALIASES_LABEL} hint={ALIASES_HINT} error={error}>
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
