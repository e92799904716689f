import { LONG_ALERT_MS } from "@shared/limits";
import { FormField } from "@web/components/FormField";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useHydrated } from "@web/components/useHydrated";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { ApiRequestError } from "@web/lib/api";
import { type FormEvent, useState } from "react";
import { useSendContactMessage } from "./api/sendContactMessage";
import { Honeypot, honeypotValue } from "./Honeypot";

type ContactForm = { name: string; email: string; message: string };
type ContactErrors = Partial<Record<keyof ContactForm, string>>;
const LABELS: Record<keyof ContactForm, MessageKey> = {
  name: "home.contact.name",
  email: "home.contact.email",
  message: "home.contact.message",
};
const EMPTY: ContactForm = { name: "", email: "", message: "" };

/** The address reads in the page's language; a number and a mail address are the same in every one. */
const DETAILS: ReadonlyArray<{ label: MessageKey; value: MessageKey | { as: string } }> = [
  { label: "home.contact.address", value: "home.contact.addressValue" },
  { label: "home.contact.phone", value: { as: "+1 (555) 012-3456" } },
  { label: "home.contact.email", value: { as: "hello@inkwell.example" } },
];

/** SPEC §2 Contact Us: placeholder details and a form; all three fields required, no email format check (SPEC §5). */
export function ContactSection() {
  const { t } = useT();
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const sendMessage = useSendContactMessage();
  const sending = sendMessage.isPending;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // The message is sent by script. Until it runs the fields are disabled, so Enter cannot make the
  // browser send the form itself (the message in the URL); the section is far below the fold.
  const hydrated = useHydrated();
  const update = (field: keyof ContactForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
    const trap = honeypotValue(event.currentTarget);
    const missing = (Object.keys(LABELS) as (keyof ContactForm)[]).filter((field) => trimmed[field] === "");
    if (missing.length > 0) {
      await showAlert({
        icon: "warning",
        title: t("home.contact.incomplete.title"),
        text: t("home.contact.incomplete.text"),
      });
      // Once the dialog is gone each empty field says so, and focus goes to the first.
      setErrors(
        Object.fromEntries(missing.map((field) => [field, t("home.contact.required", { field: t(LABELS[field]) })])),
      );
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      await sendMessage.mutateAsync({ ...trimmed, ...trap });
      setForm(EMPTY);
      void showTimedAlert("success", t("home.contact.sent.title"), t("home.contact.sent.text"), LONG_ALERT_MS);
    } catch (error) {
      const text = error instanceof ApiRequestError ? error.message : t("home.contact.failed.text");
      void showAlert({ icon: "error", title: t("home.contact.failed.title"), text });
    }
  }

  return (
    <section aria-labelledby="contact-title" className="render-when-near mx-auto max-w-7xl px-6 py-16">
      <h2 id="contact-title" className="text-center text-3xl font-bold">
        {t("home.contact.title")}
      </h2>
      <p className="mt-2 text-center text-base-content/70">{t("home.contact.text")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-5">
        <dl className="space-y-6 lg:col-span-2">
          {DETAILS.map((detail) => (
            <div key={detail.label} className="rounded-box border border-base-300 bg-base-100 p-5">
              <dt className="text-sm font-semibold uppercase tracking-wider text-primary">{t(detail.label)}</dt>
              <dd className="mt-1 text-base-content/90">
                {typeof detail.value === "string" ? t(detail.value) : detail.value.as}
              </dd>
            </div>
          ))}
        </dl>
        <form
          ref={formRef}
          noValidate
          onSubmit={send}
          aria-label={t("home.contact.form")}
          className="card border border-base-300 bg-base-100 shadow-sm lg:col-span-3"
        >
          <fieldset disabled={!hydrated} className="card-body gap-4">
            <FormField id="contact-name" label={t("home.contact.name")} error={errors.name}>
              {(control) => (
                <input
                  {...control}
                  name="name"
                  autoComplete="name"
                  className="input w-full"
                  value={form.name}
                  onChange={update("name")}
                />
              )}
            </FormField>
            <FormField id="contact-email" label={t("home.contact.email")} error={errors.email}>
              {(control) => (
                <input
                  {...control}
                  name="email"
                  type="email"
                  autoComplete="email"
                  className="input w-full"
                  value={form.email}
                  onChange={update("email")}
                />
              )}
            </FormField>
            <FormField id="contact-message" label={t("home.contact.message")} error={errors.message}>
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={5}
                  className="textarea w-full"
                  value={form.message}
                  onChange={update("message")}
                />
              )}
            </FormField>
            <Honeypot id="contact-website" />
            <button type="submit" className="btn btn-primary self-start" disabled={sending}>
              {sending ? t("home.contact.sending") : t("home.contact.send")}
            </button>
          </fieldset>
        </form>
      </div>
    </section>
  );
}
