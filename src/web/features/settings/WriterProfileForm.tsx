import { MAX_BIO_LENGTH, MAX_HANDLE_LENGTH } from "@shared/handle";
import { type Me, writerProfileUpdateSchema } from "@shared/profile";
import { FormField } from "@web/components/FormField";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useT } from "@web/i18n/useT";
import { accountProblem } from "@web/lib/accountProblems";
import { ApiRequestError } from "@web/lib/api";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { useMe } from "./api/getMe";
import { useUpdateWriterProfile } from "./api/updateWriterProfile";
import { firstIssues, SettingsForm } from "./SettingsForm";

type Errors = { handle?: string; bio?: string; form?: string };

/** The writer's handle and bio: what readers see on their author page. */
export function WriterProfileForm({ userId }: { userId: string }) {
  const me = useMe(userId);
  const { t } = useT();
  if (me.data) return <WriterProfileFields key={`${me.data.handle}\n${me.data.bio}`} me={me.data} userId={userId} />;
  if (me.isError) {
    return (
      <LoadError message={t("settings.writer.loadFailed")} onRetry={() => void me.refetch()} retrying={me.isFetching} />
    );
  }
  return <Spinner label={t("settings.writer.loading")} />;
}

function WriterProfileFields({ me, userId }: { me: Me; userId: string }) {
  const [handle, setHandle] = useState(me.handle);
  const [bio, setBio] = useState(me.bio);
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateWriterProfile(userId);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { t } = useT();

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
      void showToast("success", t("settings.writer.saved"));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t("settings.writer.failed");
      // A taken or refused handle is the handle field's problem; anything else the form's. Which it is
      // is read off the English, whatever language the message is shown in.
      const onHandle = error instanceof ApiRequestError && (error.status === 409 || /handle/iu.test(error.english));
      setErrors(onHandle ? { handle: message } : { form: message });
      focusFirstInvalid();
    }
  };

  return (
    <SettingsForm
      id="settings-writer"
      title={t("settings.writer.title")}
      formRef={formRef}
      onSubmit={onSubmit}
      error={errors.form}
      busy={save.isPending}
      submitLabel={t("settings.writer.save")}
    >
      <FormField
        id="settings-handle"
        label={t("settings.writer.handle")}
        hint={t("settings.writer.handleHint", { max: MAX_HANDLE_LENGTH })}
        error={accountProblem(errors.handle, t)}
      >
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
        label={t("settings.writer.bio")}
        hint={t("settings.writer.bioCount", { count: [...bio].length, max: MAX_BIO_LENGTH })}
        error={accountProblem(errors.bio, t)}
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
