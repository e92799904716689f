import { CATEGORIES, type Category } from "@shared/categories";
import { MAIL_LINK_PATHS, outcomeOf, PREFERENCES_OUTCOMES, type PreferencesOutcome } from "@shared/mail-links";
import {
  type Frequency,
  NEWSLETTER_TEXTS,
  type NewsletterPreferences,
  type SubscriberStatus,
} from "@shared/newsletter";
import { LoadError } from "@web/components/LoadError";
import { LinkProblem, MailLinkFrame, MISSING_TOKEN, Outcome } from "@web/components/MailLinkFrame";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { Link, useSearchParams } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import { type FormEvent, type MouseEvent, type ReactNode, useState } from "react";
import { useNewsletterPreferences } from "./api/getNewsletterPreferences";
import { useUnsubscribeNewsletter } from "./api/unsubscribeNewsletter";
import { useUpdateNewsletterPreferences } from "./api/updateNewsletterPreferences";

export const PREFERENCES_LOAD_FAILED = "Your newsletter preferences could not be loaded.";
export const ALL_CATEGORIES_HINT = "Leave every box unchecked to get posts from all five categories.";
export const SAVE_FAILED = "Your preferences could not be saved. Please try again.";

const FREQUENCY_CHOICES: { value: Frequency; label: string }[] = [
  { value: "each", label: "Every new post" },
  { value: "weekly", label: "Weekly digest" },
];

const STATUS_TEXT: Record<SubscriberStatus, string> = {
  pending: "Waiting for confirmation: press the button in the confirmation mail to start receiving the newsletter.",
  confirmed: "Subscribed.",
  unsubscribed: "Unsubscribed: this address gets no newsletter mail.",
};

const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The page every newsletter mail links to (and where a browser opening the List-Unsubscribe link
 * lands): categories, frequency, or leaving the list. The link's token is the only credential. The
 * server draws it with the subscriber's choices in a real form, which posts without scripts and comes
 * back with `?outcome=` (decision 0068); once scripts run, the same buttons go through the API.
 */
export default function NewsletterPreferencesPage() {
  useDocumentTitle(SCREEN_TITLES.newsletterPreferences);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const posted = outcomeOf(params, PREFERENCES_OUTCOMES);
  const preferences = useNewsletterPreferences(token);
  const { data, error } = preferences;

  let content: ReactNode;
  // A form post whose token was not valid comes back without it.
  if (posted === "bad-link") content = <LinkProblem message={NEWSLETTER_TEXTS.badToken} />;
  else if (token === "") content = <LinkProblem message={MISSING_TOKEN} />;
  else if (data) content = <PreferencesForm token={token} preferences={data} posted={posted} />;
  // A forged, revoked or malformed link: asking again cannot help.
  else if (data === null) content = <LinkProblem message={NEWSLETTER_TEXTS.badToken} />;
  else if (error)
    content = (
      <LoadError
        message={PREFERENCES_LOAD_FAILED}
        onRetry={() => preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  else content = <Spinner label="Loading your newsletter preferences" />;

  return <MailLinkFrame title={SCREEN_TITLES.newsletterPreferences}>{content}</MailLinkFrame>;
}

function PreferencesForm({
  token,
  preferences,
  posted,
}: {
  token: string;
  preferences: NewsletterPreferences;
  /** What a form post without scripts did, as the server's redirect says. */
  posted: PreferencesOutcome | undefined;
}) {
  const siteName = useSiteIdentity().name;
  const [categories, setCategories] = useState<Category[]>(preferences.categories);
  const [frequency, setFrequency] = useState<Frequency>(preferences.frequency);
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
    save.mutate({ token, categories, frequency });
  };

  // A submit button, so the form posts `action=unsubscribe` without scripts; with them, the API is asked.
  const onUnsubscribe = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    save.reset();
    leave.mutate(token);
  };

  const address = (
    <p>
      Address: <span className="font-semibold">{preferences.email}</span>
    </p>
  );

  if (preferences.status === "unsubscribed") {
    return (
      <div className="flex flex-col gap-4">
        {address}
        {/* Just unsubscribed here: the message replaces the button that was pressed, so it takes the focus. */}
        <Outcome tone="success" takeFocus={leave.isSuccess}>
          {leave.data?.message ??
            (posted === "unsubscribed" ? NEWSLETTER_TEXTS.unsubscribed : STATUS_TEXT.unsubscribed)}
        </Outcome>
        <p>Changed your mind? Subscribe again with the form on the home page.</p>
        <Link to="/" className="btn btn-primary self-start">
          Back to Home
        </Link>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={MAIL_LINK_PATHS.newsletterPreferences}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="Newsletter preferences"
    >
      <input type="hidden" name="token" value={token} />
      <p>{`Choose what the ${siteName} newsletter sends you, and how often.`}</p>
      <div>
        {address}
        <p>Status: {STATUS_TEXT[preferences.status]}</p>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby="newsletter-categories-hint">
        <legend className="mb-1 text-lg font-bold">Categories</legend>
        <p id="newsletter-categories-hint" className="text-sm opacity-80">
          {ALL_CATEGORIES_HINT}
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
            {category}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-lg font-bold">How often</legend>
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
            {choice.label}
          </label>
        ))}
      </fieldset>
      {save.isSuccess && <Outcome tone="success">{save.data.message}</Outcome>}
      {untouched && posted === "saved" && <Outcome tone="success">{NEWSLETTER_TEXTS.preferencesSaved}</Outcome>}
      {save.isError && <Outcome tone="error">{failure(save.error, SAVE_FAILED)}</Outcome>}
      {untouched && posted === "not-saved" && <Outcome tone="error">{SAVE_FAILED}</Outcome>}
      {leave.isError && (
        <Outcome tone="error">
          {failure(leave.error, "We could not unsubscribe you right now. Please try again.")}
        </Outcome>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="action"
          value="save"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={save.isPending}
        >
          Save preferences
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
          Unsubscribe
        </button>
      </div>
    </form>
  );
}
