import "server-only";
import { env } from "@/lib/env";
import { outboxProvider } from "./outbox";
import { createResendProvider } from "./resend";
import type { EmailProvider } from "./types";

export function emailProvider(): EmailProvider {
  const { RESEND_API_KEY, RESEND_BASE_URL } = env();
  return RESEND_API_KEY ? createResendProvider(RESEND_API_KEY, RESEND_BASE_URL) : outboxProvider;
}
