import type Stripe from "stripe";
import type { Transaction } from "@/db";

export type WebhookContext = {
  stripe: Stripe | null;
  /**
   * Runs the event's effect in one transaction with its id recorded; the effect is skipped (false)
   * when the id was recorded before. Network reads belong before this call, not inside it.
   */
  once(effect: (tx: Transaction) => Promise<void>): Promise<boolean>;
  /** Work to run after the transaction committed (e.g. queueing an email stored inside it). */
  afterCommit(task: () => Promise<void>): void;
};

export type WebhookHandler<E extends Stripe.Event = Stripe.Event> = (
  event: E,
  ctx: WebhookContext,
) => Promise<void>;
