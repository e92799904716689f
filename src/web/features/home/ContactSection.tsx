import { LONG_ALERT_MS } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import { FormField } from "@web/components/FormField";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useHydrated } from "@web/components/useHydrated";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { ApiRequestError } from "@web/lib/api";
import { type FormEvent, useState } from "react";
import { useSendContactMessage } from "./api/sendContactMessage";
import { Honeypot, honeypotValue } from "./Honeypot";

type ContactForm = { name: string; email: string; message: string };
type ContactErrors = Partial<Record<keyof ContactForm, string>>;
const LABELS: Record<keyof ContactForm, string> = { name: "Name", email: "Email", message: "Message" };
const EMPTY: ContactForm = { name: "", email: "", message: "" };

const DETAILS = [
  { label: "Address", value: "123 Writers Lane, Suite 400, Storyville, CA 90210" },
  { label: "Phone", value: "+1 (555) 012-3456" },
  { label: "Email", value: "hello@inkwell.example" },
] as const;

/** SPEC §2 Contact Us: placeholder details and a form; all three fields required, no email format check (SPEC §5). */
export function ContactSection() {
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
      await showAlert({ icon: "warning", title: MESSAGES.incompleteFormTitle, text: MESSAGES.incompleteForm });
      // Once the dialog is gone each empty field says so, and focus goes to the first.
      setErrors(Object.fromEntries(missing.map((field) => [field, `${LABELS[field]} is required.`])));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      await sendMessage.mutateAsync({ ...trimmed, ...trap });
      setForm(EMPTY);
      void showTimedAlert("success", "Thank you!", "Your message has been sent successfully.", LONG_ALERT_MS);
    } catch (error) {
      const text = error instanceof ApiRequestError ? error.message : "Please try again later.";
      void showAlert({ icon: "error", title: "Message not sent", text });
    }
  }

  return (
    <section aria-labelledby="contact-title" className="render-when-near mx-auto max-w-7xl px-6 py-16">
      <h2 id="contact-title" className="text-center text-3xl font-bold">
        Contact Us
      </h2>
      <p className="mt-2 text-center text-base-content/70">
        Questions, ideas or partnerships? We would love to hear from you.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-5">
        <dl className="space-y-6 lg:col-span-2">
          {DETAILS.map((detail) => (
            <div key={detail.label} className="rounded-box border border-base-300 bg-base-100 p-5">
              <dt className="text-sm font-semibold uppercase tracking-wider text-primary">{detail.label}</dt>
              <dd className="mt-1 text-base-content/90">{detail.value}</dd>
            </div>
          ))}
        </dl>
        <form
          ref={formRef}
          noValidate
          onSubmit={send}
          aria-label="Contact form"
          className="card border border-base-300 bg-base-100 shadow-sm lg:col-span-3"
        >
          <fieldset disabled={!hydrated} className="card-body gap-4">
            <FormField id="contact-name" label="Name" error={errors.name}>
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
            <FormField id="contact-email" label="Email" error={errors.email}>
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
            <FormField id="contact-message" label="Message" error={errors.message}>
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
              {sending ? "Sending..." : "Send Message"}
            </button>
          </fieldset>
        </form>
      </div>
    </section>
  );
}
