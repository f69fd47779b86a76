import "server-only";
import { env } from "@/lib/env";
import { outboxProvider } from "./outbox";
import { createResendProvider } from "./resend";
import type { EmailProvider } from "./types";

export function emailProvider(): EmailProvider {
  const key = env().RESEND_API_KEY;
  return key ? createResendProvider(key) : outboxProvider;
}
