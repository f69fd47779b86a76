import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { createProviderClient } from "@/lib/providers/http-client";

export const BILLING_NOT_CONFIGURED = "Billing is not configured on this server.";

const cache = globalThis as unknown as { __crmStripe?: { key: string; base?: string; client: Stripe } };

export function isBillingConfigured(): boolean {
  return Boolean(env().STRIPE_SECRET_KEY);
}

const STRIPE_API_URL = "https://api.stripe.com";

/**
 * The Stripe client, pinned to the SDK's API version. Its requests go through the shared provider
 * client (timeouts, jittered retries on 429/5xx/network honouring the wait a 429 asks for, the request log), so the SDK's
 * own retries are off. The SDK still keys every POST (a random Idempotency-Key, the same on each of the
 * provider client's tries), so a retried POST is done once; calls whose repeat across requests must be
 * one (a customer, a plan change, a refund) pass their own key. STRIPE_API_BASE (tests) points the SDK's
 * host/port/protocol options at a local fake. Null without a secret key.
 */
export function getStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) return null;
  if (cache.__crmStripe?.key === key && cache.__crmStripe.base === base) return cache.__crmStripe.client;
  const url = base ? new URL(base) : undefined;
  const http = createProviderClient({
    provider: "stripe",
    baseUrl: base ?? STRIPE_API_URL,
    timeoutMs: 20_000,
  });
  const client = new Stripe(key, {
    apiVersion: Stripe.API_VERSION,
    httpClient: Stripe.createFetchHttpClient(http.fetch),
    maxNetworkRetries: 0,
    timeout: 60_000,
    telemetry: false,
    appInfo: { name: "crm-pro" },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "https:" ? 443 : 80),
          protocol: url.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });
  cache.__crmStripe = { key, base, client };
  return client;
}

/** The client, or the spec's "not configured" answer (503) for actions that need Stripe. */
export function requireStripe(): Stripe {
  const stripe = getStripe();
  if (!stripe) throw new AppError("unavailable:billing", BILLING_NOT_CONFIGURED);
  return stripe;
}
