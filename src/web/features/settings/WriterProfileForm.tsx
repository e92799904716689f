import { MAX_BIO_LENGTH, MAX_HANDLE_LENGTH } from "@shared/handle";
import { type Me, writerProfileUpdateSchema } from "@shared/profile";
import { FormField } from "@web/components/FormField";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { ApiRequestError } from "@web/lib/api";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { useMe } from "./api/getMe";
import { useUpdateWriterProfile } from "./api/updateWriterProfile";
import { firstIssues, SettingsForm } from "./SettingsForm";

type Errors = { handle?: string; bio?: string; form?: string };

const HANDLE_HINT = `Your page's address: lower-case letters, digits and underscores, up to ${MAX_HANDLE_LENGTH}. Your old handle keeps leading to you.`;

/** The writer's handle and bio: what readers see on their author page. */
export function WriterProfileForm({ userId }: { userId: string }) {
  const me = useMe(userId);
  if (me.data) return <WriterProfileFields key={`${me.data.handle}\n${me.data.bio}`} me={me.data} userId={userId} />;
  if (me.isError) {
    return (
      <LoadError
        message="Your writer page could not be loaded."
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  return <Spinner label="Loading your writer page" />;
}

function WriterProfileFields({ me, userId }: { me: Me; userId: string }) {
  const [handle, setHandle] = useState(me.handle);
  const [bio, setBio] = useState(me.bio);
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateWriterProfile(userId);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = writerProfileUpdateSchema.safeParse({ handle: handle.toLowerCase(), bio });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues, (key) => (key === "bio" ? "bio" : "handle")));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      void showToast("success", "Writer page updated.");
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "Could not update your writer page.";
      // A taken or refused handle is the handle field's problem; anything else the form's.
      const onHandle = error instanceof ApiRequestError && (error.status === 409 || /handle/iu.test(message));
      setErrors(onHandle ? { handle: message } : { form: message });
      focusFirstInvalid();
    }
  };

  return (
    <SettingsForm
      id="settings-writer"
      title="Writer page"
      formRef={formRef}
      onSubmit={onSubmit}
      error={errors.form}
      busy={save.isPending}
      submitLabel="Save writer page"
    >
      <FormField id="settings-handle" label="Handle" hint={HANDLE_HINT} error={errors.handle}>
        {(control) => (
          <div className="input w-full">
            <span aria-hidden="true">@</span>
            <input
              {...control}
              type="text"
              className="grow"
              value={handle}
              onChange={(event) => setHandle(event.target.value)}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              autoComplete="username"
            />
          </div>
        )}
      </FormField>
      <FormField
        id="settings-bio"
        label="Bio"
        hint={`${[...bio].length} of ${MAX_BIO_LENGTH} characters.`}
        error={errors.bio}
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={3}
            value={bio}
            onChange={(event) => setBio(event.target.value)}
          />
        )}
      </FormField>
    </SettingsForm>
  );
}
