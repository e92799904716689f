import { CATEGORIES, type Category } from "@shared/categories";
import { type InterfaceLocale, isInterfaceLocale, SOURCE_LOCALE } from "@shared/locales";
import {
  formAction,
  MAIL_LINK_PATHS,
  outcomeOf,
  PREFERENCES_OUTCOMES,
  type PreferencesOutcome,
} from "@shared/mail-links";
import {
  type Frequency,
  NEWSLETTER_TEXTS,
  type NewsletterPreferences,
  type SubscriberStatus,
} from "@shared/newsletter";
import { LanguageOptions } from "@web/components/LanguageOptions";
import { LoadError } from "@web/components/LoadError";
import { failureText, LinkProblem, MailLinkFrame, Outcome } from "@web/components/MailLinkFrame";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { categoryName } from "@web/i18n/categoryName";
import type { MessageKey } from "@web/i18n/i18n";
import { type Translate, useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { Link, useSearchParams } from "@web/lib/router";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import { type FormEvent, type MouseEvent, type ReactNode, useState } from "react";
import { useNewsletterPreferences } from "./api/getNewsletterPreferences";
import { useUnsubscribeNewsletter } from "./api/unsubscribeNewsletter";
import { useUpdateNewsletterPreferences } from "./api/updateNewsletterPreferences";

// The English of `mail.preferences.loadFailed`, `.allCategories` and `.saveFailed`, which the page says in
// the reader's language.
export const PREFERENCES_LOAD_FAILED = "Your newsletter preferences could not be loaded.";
export const ALL_CATEGORIES_HINT = "Leave every box unchecked to get posts from all five categories.";
export const SAVE_FAILED = "Your preferences could not be saved. Please try again.";

const FREQUENCY_CHOICES: { value: Frequency; label: MessageKey }[] = [
  { value: "each", label: "mail.preferences.frequency.each" },
  { value: "weekly", label: "mail.preferences.frequency.weekly" },
];

const STATUS_TEXT: Record<SubscriberStatus, MessageKey> = {
  pending: "mail.preferences.status.pending",
  confirmed: "mail.preferences.status.confirmed",
  unsubscribed: "mail.preferences.status.unsubscribed",
};

/** The API's failures this page knows (a bad link), said in its own words. */
const knownFailures = (t: Translate) => ({ [NEWSLETTER_TEXTS.badToken]: t("mail.preferences.badToken") });

/**
 * The page every newsletter mail links to (and where a browser opening the List-Unsubscribe link
 * lands): categories, frequency, the mails' language (decision 0145), or leaving the list. The link's
 * token is the only credential. The server draws it with the subscriber's choices in a real form, which
 * posts without scripts and comes back with `?outcome=` (decision 0068); once scripts run, the same
 * buttons go through the API.
 */
export default function NewsletterPreferencesPage() {
  const { t } = useT();
  const title = t("mail.preferences.title");
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const posted = outcomeOf(params, PREFERENCES_OUTCOMES);
  const preferences = useNewsletterPreferences(token);
  const { data, error } = preferences;

  let content: ReactNode;
  // A form post whose token was not valid comes back without it.
  if (posted === "bad-link") content = <LinkProblem message={t("mail.preferences.badToken")} />;
  else if (token === "") content = <LinkProblem message={t("mail.missingToken")} />;
  else if (data)
    content = (
      <PreferencesForm
        token={token}
        preferences={data}
        posted={posted}
        formLabel={title}
        action={formAction(MAIL_LINK_PATHS.newsletterPreferences, params)}
      />
    );
  // A forged, revoked or malformed link: asking again cannot help.
  else if (data === null) content = <LinkProblem message={t("mail.preferences.badToken")} />;
  else if (error)
    content = (
      <LoadError
        message={t("mail.preferences.loadFailed")}
        onRetry={() => preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  else content = <Spinner label={t("mail.preferences.loading")} />;

  return <MailLinkFrame title={title}>{content}</MailLinkFrame>;
}

function PreferencesForm({
  token,
  preferences,
  posted,
  formLabel,
  action,
}: {
  token: string;
  preferences: NewsletterPreferences;
  /** What a form post without scripts did, as the server's redirect says. */
  posted: PreferencesOutcome | undefined;
  formLabel: string;
  /** Where the form posts without scripts: the page's path, keeping a mail link's `?lang=`. */
  action: string;
}) {
  const { t, locale } = useT();
  const siteName = useSiteIdentity().name;
  const [categories, setCategories] = useState<Category[]>(preferences.categories);
  const [frequency, setFrequency] = useState<Frequency>(preferences.frequency);
  // None stored (subscribed before languages were kept, or imported): the page's own language, the one
  // the reader is reading now, as a subscription from this page would have stored (decision 0145).
  const [language, setLanguage] = useState<InterfaceLocale>(
    preferences.language ?? (isInterfaceLocale(locale) ? locale : SOURCE_LOCALE),
  );
  const save = useUpdateNewsletterPreferences();
  const leave = useUnsubscribeNewsletter();
  const busy = save.isPending || leave.isPending;
  // A result drawn by the server stands until the reader presses something here.
  const untouched = save.isIdle && leave.isIdle;

  const toggle = (category: Category, checked: boolean) =>
    setCategories((current) =>
      // Kept in the product's order, whatever order the boxes were ticked in.
      CATEGORIES.filter((name) => (name === category ? checked : current.includes(name))),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    leave.reset();
    save.mutate({ token, categories, frequency, language });
  };

  // A submit button, so the form posts `action=unsubscribe` without scripts; with them, the API is asked.
  const onUnsubscribe = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    save.reset();
    leave.mutate(token);
  };

  const address = (
    <p>
      {withNodes(t("mail.preferences.address", { email: NODE_MARKS[0] }), [
        // Isolated, so an address keeps its own order inside a right-to-left sentence.
        <bdi key="email" className="font-semibold">
          {preferences.email}
        </bdi>,
      ])}
    </p>
  );
  const failure = (error: unknown, fallback: string) => failureText(error, knownFailures(t), fallback);

  if (preferences.status === "unsubscribed") {
    return (
      <div className="flex flex-col gap-4">
        {address}
        {/* Just unsubscribed here: the message replaces the button that was pressed, so it takes the focus. */}
        <Outcome tone="success" takeFocus={leave.isSuccess}>
          {/* The API's answer says one thing only (NEWSLETTER_TEXTS.unsubscribed), in the page's words here. */}
          {t(leave.isSuccess || posted === "unsubscribed" ? "mail.preferences.unsubscribed" : STATUS_TEXT.unsubscribed)}
        </Outcome>
        <p>{t("mail.preferences.changedMind")}</p>
        <Link to="/" className="btn btn-primary self-start">
          {t("error.backHome")}
        </Link>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={formLabel}
    >
      <input type="hidden" name="token" value={token} />
      <p>{t("mail.preferences.intro", { site: siteName })}</p>
      <div>
        {address}
        <p>{t("mail.preferences.status", { status: t(STATUS_TEXT[preferences.status]) })}</p>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby="newsletter-categories-hint">
        <legend className="mb-1 text-lg font-bold">{t("mail.preferences.categories")}</legend>
        <p id="newsletter-categories-hint" className="text-sm opacity-80">
          {t("mail.preferences.allCategories")}
        </p>
        {CATEGORIES.map((category) => (
          <label key={category} className="flex cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              name="categories"
              className="checkbox checkbox-primary"
              value={category}
              checked={categories.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            {categoryName(t, category)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-lg font-bold">{t("mail.preferences.frequency")}</legend>
        {FREQUENCY_CHOICES.map((choice) => (
          <label key={choice.value} className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="frequency"
              className="radio radio-primary"
              value={choice.value}
              checked={frequency === choice.value}
              onChange={() => setFrequency(choice.value)}
            />
            {t(choice.label)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        <label htmlFor="newsletter-language" className="text-lg font-bold">
          {t("mail.preferences.language")}
        </label>
        <p id="newsletter-language-hint" className="text-sm opacity-80">
          {t("mail.preferences.languageHint")}
        </p>
        <select
          id="newsletter-language"
          name="language"
          className="select w-full max-w-xs"
          aria-describedby="newsletter-language-hint"
          value={language}
          onChange={(event) => isInterfaceLocale(event.target.value) && setLanguage(event.target.value)}
        >
          <LanguageOptions />
        </select>
      </div>
      {/* The API's answer to a save says one thing only (NEWSLETTER_TEXTS.preferencesSaved). */}
      {(save.isSuccess || (untouched && posted === "saved")) && (
        <Outcome tone="success">{t("mail.preferences.saved")}</Outcome>
      )}
      {save.isError && <Outcome tone="error">{failure(save.error, t("mail.preferences.saveFailed"))}</Outcome>}
      {untouched && posted === "not-saved" && <Outcome tone="error">{t("mail.preferences.saveFailed")}</Outcome>}
      {leave.isError && <Outcome tone="error">{failure(leave.error, t("mail.preferences.unsubscribeFailed"))}</Outcome>}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="action"
          value="save"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={save.isPending}
        >
          {t("mail.preferences.save")}
        </button>
        <button
          type="submit"
          name="action"
          value="unsubscribe"
          className="btn btn-outline btn-error"
          disabled={busy}
          aria-busy={leave.isPending}
          onClick={onUnsubscribe}
        >
          {t("mail.preferences.unsubscribe")}
        </button>
      </div>
    </form>
  );
}
