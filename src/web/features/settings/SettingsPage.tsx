import { Main } from "@web/components/Main";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { CommentMails } from "./CommentMails";
import { DownloadMyData } from "./DownloadMyData";
import { Fediverse } from "./Fediverse";
import { FollowerMails } from "./FollowerMails";
import { LanguageChoice } from "./LanguageChoice";
import { MovingAccount } from "./MovingAccount";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";
import { ThemeChoice } from "./ThemeChoice";
import { WriterProfileForm } from "./WriterProfileForm";

/** SPEC lists /settings without its contents: profile details, writer page (handle, bio), follower mails, fediverse, moving to another server, password, language, theme and a download of the writer's data. */
export default function SettingsPage() {
  const { user } = useAuth();
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.settings));
  if (!user) return null;
  return (
    <Main className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <h1 className="text-3xl font-bold">{t("settings.title")}</h1>
      <section className="card bg-base-100 p-6 shadow-md">
        <ProfileForm key={user.id} user={user} />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <WriterProfileForm userId={user.id} />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <FollowerMails userId={user.id} />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <CommentMails userId={user.id} />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <Fediverse userId={user.id} />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <MovingAccount userId={user.id} />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <DownloadMyData />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <PasswordForm />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <LanguageChoice userId={user.id} />
      </section>
      <section className="card bg-base-100 p-6 shadow-md">
        <ThemeChoice />
      </section>
    </Main>
  );
}
