export type OutgoingEmail = {
  /** Our email id; used as the provider's idempotency key so a retry never sends twice. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export interface EmailProvider {
  readonly name: "resend" | "outbox";
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}
