import type { Transaction } from "@/db";
import type { WebhookProvider } from "@/db/schema";

/** A callback whose signature checked out. */
export type VerifiedWebhook<Payload> = {
  provider: WebhookProvider;
  /**
   * The provider's id for this event, the same on every redelivery (Stripe's `evt_...`, Svix's
   * `svix-id`); undefined when the provider sends none and the handler is idempotent by itself.
   */
  eventId: string | undefined;
  type: string;
  payload: Payload;
};

/** The request as a verifier sees it: the exact bytes received, and the headers and URL they came with. */
export type WebhookRequest = { raw: Buffer; headers: Headers; url: string };

/** Checks a callback with the provider's own method; throws WebhookVerificationError when it fails. */
export type WebhookVerifier<Payload> = (
  request: WebhookRequest,
) => VerifiedWebhook<Payload> | Promise<VerifiedWebhook<Payload>>;

export type WebhookHandlerContext = {
  /** The transaction that records the event id: the handler's writes commit with it or not at all. */
  tx: Transaction;
  /** Work to run once the transaction committed (queueing a job, sending a notice). */
  afterCommit(task: () => Promise<void>): void;
};

export type WebhookHandler<Payload> = (
  event: VerifiedWebhook<Payload>,
  context: WebhookHandlerContext,
) => Promise<void>;

/** A missing secret, a missing header, a bad signature or a stale timestamp: nothing is applied. */
export class WebhookVerificationError extends Error {
  constructor(
    message: string,
    /** 400 for a signature that does not check out; a secret-header scheme answers 401. */
    readonly status: 400 | 401 = 400,
  ) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}
