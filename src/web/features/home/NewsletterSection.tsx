import { isEmailShaped } from "@shared/email";
import { NEWSLETTER_DELAY_MS } from "@shared/limits";
import { FormField } from "@web/components/FormField";
import { useHydrated } from "@web/components/useHydrated";
import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useRef, useState } from "react";
import { useSubscribeNewsletter } from "./api/subscribeNewsletter";
import { Honeypot, honeypotValue } from "./Honeypot";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SPEC §4–5 newsletter: validate, then "Subscribing..." with the form locked, then a toast and a cleared field. */
export function NewsletterSection() {
  const { t } = useT();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState("");
  const [waiting, setWaiting] = useState(false);
  // The server's "Check your inbox to confirm.": the toast goes away, the mail still has to be opened.
  const [nextStep, setNextStep] = useState("");
  const subscription = useSubscribeNewsletter();
  const submitting = waiting || subscription.isPending;
  const fieldRef = useRef<HTMLInputElement>(null);
  // The subscription is sent by script. Until it runs the form is disabled, so Enter cannot make the
  // browser send it itself (a page reload with the address in the URL); it sits below the fold.
  const hydrated = useHydrated();
  const locked = submitting || !hydrated;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    const trap = honeypotValue(event.currentTarget);
    if (!isEmailShaped(trimmed)) {
      void showToast("error", t("home.newsletter.invalidEmail"));
      // The toast goes away; the field keeps a note of its own (worded apart, so the two never read twice).
      setProblem(t("home.newsletter.hint"));
      fieldRef.current?.focus();
      return;
    }
    setProblem("");
    setNextStep("");
    setWaiting(true);
    try {
      // SPEC keeps the form busy for 1.2 s; the real call runs inside that time.
      const [answer] = await Promise.all([
        subscription.mutateAsync({ email: trimmed, ...trap }),
        wait(NEWSLETTER_DELAY_MS),
      ]);
      void showToast("success", t("home.newsletter.thanks"));
      setNextStep(typeof answer?.confirm === "string" ? answer.confirm : "");
      setEmail("");
    } catch {
      void showToast("error", t("home.newsletter.failed"));
    } finally {
      setWaiting(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-title" className="bg-primary text-primary-content">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-6 py-14 text-center md:flex-row md:text-start">
        <div className="flex-1">
          <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
            {t("home.newsletter.title")}
          </h2>
          <p className="mt-2 opacity-90">{t("home.newsletter.text")}</p>
        </div>
        <div className="flex w-full max-w-md flex-col gap-2">
          <form noValidate onSubmit={subscribe} className="flex w-full flex-col gap-2 sm:flex-row">
            <FormField
              id="newsletter-email"
              label={t("home.newsletter.email")}
              labelHidden
              error={problem}
              tone="inverse"
              className="text-start"
            >
              {(control) => (
                <input
                  {...control}
                  ref={fieldRef}
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  className="input w-full text-base-content"
                  value={email}
                  disabled={locked}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </FormField>
            <Honeypot id="newsletter-website" />
            <button type="submit" className="btn btn-neutral" disabled={locked}>
              {submitting ? t("home.newsletter.subscribing") : t("home.newsletter.subscribe")}
            </button>
          </form>
          {/* Always in the page, so screen readers announce the line when it is filled in. */}
          <p role="status" className="min-h-6 text-start font-semibold">
            {nextStep}
          </p>
        </div>
      </div>
    </section>
  );
}
