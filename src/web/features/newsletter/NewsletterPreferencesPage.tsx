import { CATEGORIES, type Category } from "@shared/categories";
import type { Frequency, NewsletterPreferences, SubscriberStatus } from "@shared/newsletter";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { ApiRequestError } from "@web/lib/api";
import { SCREEN_TITLES } from "@web/lib/title";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useNewsletterPreferences } from "./api/getNewsletterPreferences";
import { useUnsubscribeNewsletter } from "./api/unsubscribeNewsletter";
import { useUpdateNewsletterPreferences } from "./api/updateNewsletterPreferences";
import { LinkProblem, MISSING_TOKEN, NewsletterFrame, Outcome } from "./NewsletterFrame";

export const PREFERENCES_LOAD_FAILED = "Your newsletter preferences could not be loaded.";
export const ALL_CATEGORIES_HINT = "Leave every box unchecked to get posts from all five categories.";

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
 * lands): categories, frequency, or leaving the list. The link's token is the only credential.
 */
export default function NewsletterPreferencesPage() {
  useDocumentTitle(SCREEN_TITLES.newsletterPreferences);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const preferences = useNewsletterPreferences(token);
  const { data, error } = preferences;

  let content: ReactNode;
  if (token === "") content = <LinkProblem message={MISSING_TOKEN} />;
  else if (data) content = <PreferencesForm token={token} preferences={data} />;
  // A forged or revoked link (404), or a malformed one (400): asking again cannot help.
  else if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
    content = <LinkProblem message={error.message} />;
  else if (error)
    content = (
      <LoadError
        message={PREFERENCES_LOAD_FAILED}
        onRetry={() => preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  else content = <Spinner label="Loading your newsletter preferences" />;

  return <NewsletterFrame title={SCREEN_TITLES.newsletterPreferences}>{content}</NewsletterFrame>;
}

function PreferencesForm({ token, preferences }: { token: string; preferences: NewsletterPreferences }) {
  const [categories, setCategories] = useState<Category[]>(preferences.categories);
  const [frequency, setFrequency] = useState<Frequency>(preferences.frequency);
  const save = useUpdateNewsletterPreferences();
  const leave = useUnsubscribeNewsletter();
  const busy = save.isPending || leave.isPending;

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
          {leave.data?.message ?? STATUS_TEXT.unsubscribed}
        </Outcome>
        <p>Changed your mind? Subscribe again with the form on the home page.</p>
        <Link to="/" className="btn btn-primary self-start">
          Back to Home
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Newsletter preferences">
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
      {save.isError && (
        <Outcome tone="error">{failure(save.error, "Your preferences could not be saved. Please try again.")}</Outcome>
      )}
      {leave.isError && (
        <Outcome tone="error">
          {failure(leave.error, "We could not unsubscribe you right now. Please try again.")}
        </Outcome>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={save.isPending}>
          Save preferences
        </button>
        <button
          type="button"
          className="btn btn-outline btn-error"
          disabled={busy}
          aria-busy={leave.isPending}
          onClick={() => {
            save.reset();
            leave.mutate(token);
          }}
        >
          Unsubscribe
        </button>
      </div>
    </form>
  );
}
