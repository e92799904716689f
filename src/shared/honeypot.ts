import { z } from "zod";

export { HONEYPOT_FIELD } from "./site";

/** The hidden form field that only bots fill in (contact form, newsletter sign-up). */
export const honeypotSchema = z.string().optional();
/** Anything but blanks in the honeypot means a bot. */
export const isHoneypotFilled = (value: string | undefined): boolean => (value ?? "").trim() !== "";
