import "server-only";
import { z } from "zod";
import { RejectedError, TemporaryError } from "@/lib/providers/errors";
import { createProviderClient } from "@/lib/providers/http-client";
import type { EmailProvider } from "./types";

export const RESEND_API_URL = "https://api.resend.com";

const sentSchema = z.object({ id: z.string().min(1) });

/**
 * Resend's `POST /emails` on the provider client. One try per delivery: the email job is the retry
 * (durable, with backoff, counted on the row), and every try carries our email id as Resend's
 * idempotency key, so a retry after an unknown outcome never sends twice.
 */
export function createResendProvider(apiKey: string, baseUrl = RESEND_API_URL): EmailProvider {
  const client = createProviderClient({
    provider: "resend",
    baseUrl,
    headers: { authorization: `Bearer ${apiKey}` },
    timeoutMs: 20_000,
    retry: { attempts: 1 },
  });
  return {
    name: "resend",
    async send(email) {
      try {
        const { id } = await client.request({
          method: "POST",
          path: "/emails",
          headers: { "idempotency-key": `email/${email.id}` },
          body: {
            from: email.from,
            to: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
            headers: email.headers,
          },
          schema: sentSchema,
          idempotent: true,
        });
        return { providerMessageId: id };
      } catch (error) {
        // 409 while a request with the same key is still in flight at Resend: try again later.
        if (error instanceof RejectedError && error.code === "concurrent_idempotent_requests") {
          throw new TemporaryError("resend", "server", error.message, error.status, { cause: error });
        }
        throw error;
      }
    },
  };
}
