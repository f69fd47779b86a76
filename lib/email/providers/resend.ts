import "server-only";
import { Resend } from "resend";
import { type EmailProvider, PermanentEmailError } from "./types";

/** Resend: the SDK reads RESEND_BASE_URL, which tests point at a local fake. */
export function createResendProvider(apiKey: string): EmailProvider {
  const resend = new Resend(apiKey);
  return {
    name: "resend",
    async send(email) {
      const { data, error } = await resend.emails.send(
        { from: email.from, to: email.to, subject: email.subject, html: email.html, text: email.text },
        { idempotencyKey: `email/${email.id}` },
      );
      if (error) {
        const permanent = ["validation_error", "invalid_from_address", "invalid_api_key", "missing_api_key", "restricted_api_key"];
        if (permanent.includes(error.name)) throw new PermanentEmailError(`${error.name}: ${error.message}`);
        throw new Error(`Resend ${error.name}: ${error.message}`);
      }
      return { providerMessageId: data?.id ?? null };
    },
  };
}
