import "server-only";
import { transactionRetryingConflicts } from "@/lib/server/transaction-retry";
import { webhookEvents } from "@/db/schema";
import { readBodyBytes } from "@/lib/api/body";
import { closeIfCutOff } from "@/lib/api/cut-off-body";
import { logger } from "@/lib/logger";
import { type WebhookHandler, WebhookVerificationError, type WebhookVerifier } from "./types";

export const DEFAULT_WEBHOOK_BODY_LIMIT = 512 * 1024;

export type WebhookOutcome = "applied" | "duplicate";

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** A refusal in the app's error shape (a code and a message), so every caller reads one shape. */
function refuse(status: number, error: string, message: string): Response {
  return answer(status, { received: false, error, message });
}

/**
 * The one way in for signed provider callbacks. Reads the exact bytes under a cap (413 past it),
 * verifies them with the provider's method (400, or 401 for a secret header, with nothing changed),
 * then in one transaction records the provider's event id and runs the area's handler: a duplicate
 * (a retry, a replay, a concurrent second delivery) finds the id taken and answers 200 doing nothing.
 * A handler failure rolls the id back and answers 500, so the provider delivers the event again; a
 * transaction PostgreSQL ended to break a deadlock with a concurrent delivery is run again first.
 * The id is recorded only after the signature checked out, so a forged request cannot spend a real id.
 */
export async function receiveWebhook<Payload>(
  request: Request,
  options: { verify: WebhookVerifier<Payload>; handle: WebhookHandler<Payload>; maxBytes?: number },
): Promise<Response> {
  const raw = await readBodyBytes(request, options.maxBytes ?? DEFAULT_WEBHOOK_BODY_LIMIT);
  if (raw === null) return closeIfCutOff(request, refuse(413, "too_large", "The request body is too large."));
  let event: Awaited<ReturnType<WebhookVerifier<Payload>>>;
  try {
    event = await options.verify({ raw, headers: request.headers, url: request.url });
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    return refuse(error.status, error.status === 401 ? "unauthorized" : "bad_request", error.message);
  }

  let after: Array<() => Promise<void>> = [];
  let outcome: WebhookOutcome;
  try {
    outcome = await transactionRetryingConflicts(async (tx) => {
      after = [];
      if (event.eventId !== undefined) {
        const recorded = await tx
          .insert(webhookEvents)
          .values({ provider: event.provider, eventId: event.eventId, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: webhookEvents.eventId });
        if (recorded.length === 0) return "duplicate";
      }
      await options.handle(event, { tx, afterCommit: (task) => void after.push(task) });
      return "applied" as const;
    });
  } catch (error) {
    logger.error(
      "webhooks",
      `${event.provider} event ${event.eventId ?? "(no id)"} (${event.type}) failed; the provider will retry`,
      error,
    );
    return refuse(500, "internal", "The event could not be applied.");
  }
  for (const task of after) {
    await task().catch((error: unknown) =>
      logger.error("webhooks", `${event.provider} event ${event.eventId}: follow-up failed`, error),
    );
  }
  return answer(200, { received: true, outcome });
}
