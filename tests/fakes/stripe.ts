import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  cardObject,
  chargeObject,
  eventObject,
  id,
  invoiceObject,
  now,
  priceObject,
  signPayload,
  subscriptionObject,
  type FakePrice,
  type Json,
} from "./stripe-objects";

/**
 * A local Stripe API for the billing tests (loopback only): customers, Checkout Sessions with a
 * hosted page that "pays" and sends the webhooks a real payment sends (signed with the SDK's own test
 * helper), subscriptions, invoices, payment methods and Customer Portal sessions. The SDK reaches it
 * through its host/port/protocol options (STRIPE_API_BASE). Requests need `Authorization: Bearer`
 * with the configured key; `Idempotency-Key` on a POST returns the first answer again.
 */
export const fakePrices: Record<string, FakePrice> = {
  price_fake_pro: { id: "price_fake_pro", unitAmount: 3800, recurring: true, product: "prod_fake_pro" },
  price_fake_enterprise: {
    id: "price_fake_enterprise",
    unitAmount: 18800,
    recurring: true,
    product: "prod_fake_ent",
  },
  price_fake_credits100: {
    id: "price_fake_credits100",
    unitAmount: 500,
    recurring: false,
    product: "prod_fake_c100",
  },
  price_fake_credits1000: {
    id: "price_fake_credits1000",
    unitAmount: 1000,
    recurring: false,
    product: "prod_fake_c1000",
  },
  price_fake_credits10000: {
    id: "price_fake_credits10000",
    unitAmount: 8000,
    recurring: false,
    product: "prod_fake_c10000",
  },
};

/** The STRIPE_* variables that point the app at this fake's prices. */
export const fakePriceEnv = {
  STRIPE_PRICE_PRO: "price_fake_pro",
  STRIPE_PRICE_ENTERPRISE: "price_fake_enterprise",
  STRIPE_PRICE_CREDITS100: "price_fake_credits100",
  STRIPE_PRICE_CREDITS1000: "price_fake_credits1000",
  STRIPE_PRICE_CREDITS10000: "price_fake_credits10000",
};

export type Deliver = (payload: string, signature: string) => Promise<number>;

export type FakeStripeOptions = {
  port?: number;
  apiKey?: string;
  webhookSecret: string;
  /** Where events go: a URL (POSTed like Stripe does) or a function (tests call the route directly). */
  webhook?: string | Deliver;
};

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1] ?? "") ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const apiKey = options.apiKey ?? "sk_test_fake_0123456789";
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const invoicePayments = new Map<string, Json>();
  const refunds: Json[] = [];
  /** Events of API calls (a plan change, a cancellation) that tests send themselves; a URL webhook gets them at once. */
  const pending: Json[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const delivered: Json[] = [];
  const requests: { method: string; path: string; body: Json; idempotencyKey?: string }[] = [];
  let base = "";

  async function deliver(event: Json): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    const signature = signPayload(payload, options.webhookSecret);
    delivered.push(event);
    const target = options.webhook;
    if (!target) return 0;
    if (typeof target === "function") return target(payload, signature);
    const response = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    return response.status;
  }

  function priceOf(priceId: string): FakePrice {
    const price = fakePrices[priceId];
    if (!price) throw Object.assign(new Error(`No such price: '${priceId}'`), { status: 400 });
    return price;
  }

  function attachCard(customerId: string) {
    const customer = customers.get(customerId);
    if (!customer) return;
    const card = cardObject(customerId);
    paymentMethods.set(card.id as string, card);
    customer.invoice_settings = { default_payment_method: card.id };
  }

  /** What a successful payment of a session does in Stripe, and the events it sends, in order. */
  function pay(session: Json): Json[] {
    const customer = session.customer as string;
    const price = priceOf(session.__price as string);
    const metadata = (session.metadata ?? {}) as Json;
    attachCard(customer);
    session.status = "complete";
    session.payment_status = "paid";
    if (session.mode === "subscription") {
      const sub = subscriptionObject({
        customer,
        price,
        metadata: (session.__subscriptionMetadata ?? metadata) as Json,
        status: "incomplete",
        periodStart: now(),
      });
      const item = (sub.items as { data: Json[] }).data[0] as Json;
      const invoice = invoiceObject({
        customer,
        price,
        subscription: {
          id: sub.id as string,
          metadata: sub.metadata as Json,
          itemId: item.id as string,
          periodStart: item.current_period_start as number,
          periodEnd: item.current_period_end as number,
        },
        billingReason: "subscription_create",
        status: "paid",
        base,
      });
      invoices.set(invoice.id as string, invoice);
      recordPayment(customer, invoice);
      sub.latest_invoice = invoice.id;
      session.subscription = sub.id;
      session.invoice = invoice.id;
      const created = eventObject("customer.subscription.created", structuredClone(sub));
      sub.status = "active";
      subscriptions.set(sub.id as string, sub);
      return [
        eventObject("checkout.session.completed", publicSession(session)),
        created,
        eventObject("invoice.paid", structuredClone(invoice)),
        eventObject("customer.subscription.updated", structuredClone(sub), { status: "incomplete" }),
      ];
    }
    const paymentIntent = id("pi");
    const charge = chargeObject({ customer, paymentIntent, amount: price.unitAmount });
    charges.set(charge.id as string, charge);
    const invoice = invoiceObject({
      customer,
      price,
      billingReason: "manual",
      status: "paid",
      description: (session.__invoiceDescription as string) ?? "Credits top-up",
      base,
    });
    invoices.set(invoice.id as string, invoice);
    session.payment_intent = paymentIntent;
    session.invoice = invoice.id;
    return [eventObject("checkout.session.completed", publicSession(session))];
  }

  /** The charge and the InvoicePayment that paid an invoice (since basil an invoice names neither). */
  function recordPayment(customer: string, invoice: Json) {
    const paymentIntent = id("pi");
    const charge = chargeObject({ customer, paymentIntent, amount: invoice.amount_paid as number });
    charges.set(charge.id as string, charge);
    const paymentId = id("inpay");
    invoicePayments.set(paymentId, {
      id: paymentId,
      object: "invoice_payment",
      invoice: invoice.id,
      amount_paid: invoice.amount_paid,
      currency: "usd",
      is_default: true,
      status: "paid",
      payment: { type: "payment_intent", payment_intent: paymentIntent },
      created: now(),
    });
  }

  function lineItems(session: Json): Json {
    const price = priceOf(session.__price as string);
    const quantity = (session.__quantity as number) ?? 1;
    const data = [
      {
        id: id("li"),
        object: "item",
        price: priceObject(price),
        quantity,
        amount_total: price.unitAmount * quantity,
        currency: "usd",
        description: price.product,
      },
    ];
    return {
      object: "list",
      data,
      has_more: false,
      url: `/v1/checkout/sessions/${session.id as string}/line_items`,
    };
  }

  function emit(events: Json[]) {
    if (typeof options.webhook === "string") for (const event of events) void deliver(event);
    else pending.push(...events);
  }

  const publicSession = (session: Json) =>
    Object.fromEntries(Object.entries(session).filter(([k]) => !k.startsWith("__")));

  /** The next period of a subscription: a paid renewal invoice and the subscription's update (not sent). */
  function renewal(subscriptionId: string): Json[] {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`unknown subscription ${subscriptionId}`);
    const item = (sub.items as { data: Json[] }).data[0] as Json;
    const previous = structuredClone(sub.items) as Json;
    item.current_period_start = item.current_period_end;
    item.current_period_end = (item.current_period_end as number) + 30 * 86_400;
    const invoice = invoiceObject({
      customer: sub.customer as string,
      price: priceOf((item.price as Json).id as string),
      subscription: {
        id: sub.id as string,
        metadata: sub.metadata as Json,
        itemId: item.id as string,
        periodStart: item.current_period_start as number,
        periodEnd: item.current_period_end as number,
      },
      billingReason: "subscription_cycle",
      status: "paid",
      base,
    });
    invoices.set(invoice.id as string, invoice);
    const previousInvoice = sub.latest_invoice;
    sub.latest_invoice = invoice.id;
    return [
      eventObject("customer.subscription.updated", structuredClone(sub), {
        items: { data: (previous as { data: Json[] }).data },
        latest_invoice: previousInvoice,
      }),
      eventObject("invoice.paid", structuredClone(invoice)),
    ];
  }

  /** What moving a subscription to `newPrice` at `at` costs for the rest of its period (flexible billing, prorated by the second). */
  function proration(sub: Json, newPrice: FakePrice, at: number) {
    const item = (sub.items as { data: Json[] }).data[0] as Json;
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    const oldPrice = priceOf((item.price as Json).id as string);
    const share = Math.max(0, Math.min(1, (end - at) / (end - start)));
    const unused = -Math.round(oldPrice.unitAmount * share);
    const remaining = Math.round(newPrice.unitAmount * share);
    return { item, oldPrice, unused, remaining, total: unused + remaining, start: at, end };
  }

  function prorationLines(p: ReturnType<typeof proration>, sub: Json, newPrice: FakePrice): Json[] {
    const line = (price: FakePrice, amount: number, description: string) => ({
      id: id("il"),
      object: "line_item",
      amount,
      currency: "usd",
      description,
      period: { start: p.start, end: p.end },
      pricing: {
        type: "price_details",
        price_details: { price: price.id, product: price.product },
        unit_amount_decimal: String(amount),
      },
      parent: {
        type: "subscription_item_details",
        subscription_item_details: { subscription: sub.id, subscription_item: p.item.id, proration: true },
      },
      quantity: 1,
    });
    return [
      line(p.oldPrice, p.unused, "Unused time on the old plan"),
      line(newPrice, p.remaining, "Remaining time on the new plan"),
    ];
  }

  /** POST /v1/invoices/create_preview for a subscription whose item moves to another price. */
  function prorationPreview(sub: Json, body: Json): Json {
    const details = (body.subscription_details ?? {}) as Json;
    const newPrice = priceOf((((details.items as Json[] | undefined)?.[0] ?? {}) as Json).price as string);
    const at = Number(details.proration_date ?? now());
    const p = proration(sub, newPrice, at);
    return {
      id: null,
      object: "invoice",
      customer: sub.customer,
      currency: "usd",
      status: "draft",
      billing_reason: "upcoming",
      amount_due: Math.max(0, p.total),
      total: p.total,
      subscription_proration_date: at,
      parent: {
        type: "subscription_details",
        subscription_details: {
          subscription: sub.id,
          metadata: sub.metadata,
          subscription_proration_date: at,
        },
      },
      lines: {
        object: "list",
        has_more: false,
        url: "/v1/invoices/upcoming/lines",
        data: prorationLines(p, sub, newPrice),
      },
    };
  }

  /** POST /v1/subscriptions/:id with a new price on its item: the proration invoiced and paid at once. */
  function changePrice(sub: Json, body: Json): Json {
    const change = ((body.items as Json[] | undefined)?.[0] ?? {}) as Json;
    const newPrice = priceOf(change.price as string);
    const p = proration(sub, newPrice, Number(body.proration_date ?? now()));
    const previous = structuredClone(sub.items) as { data: Json[] };
    p.item.price = priceObject(newPrice);
    const invoice = invoiceObject({
      customer: sub.customer as string,
      price: newPrice,
      subscription: {
        id: sub.id as string,
        metadata: sub.metadata as Json,
        itemId: p.item.id as string,
        periodStart: p.start,
        periodEnd: p.end,
      },
      billingReason: "subscription_update",
      status: "paid",
      base,
    });
    const amount = Math.max(0, p.total);
    Object.assign(invoice, { amount_due: amount, amount_paid: amount, total: p.total });
    (invoice.lines as Json).data = prorationLines(p, sub, newPrice);
    invoices.set(invoice.id as string, invoice);
    if (amount > 0) recordPayment(sub.customer as string, invoice);
    const previousInvoice = sub.latest_invoice;
    sub.latest_invoice = invoice.id;
    emit([
      eventObject("customer.subscription.updated", structuredClone(sub), {
        items: { data: previous.data },
        latest_invoice: previousInvoice,
      }),
      eventObject("invoice.paid", structuredClone(invoice)),
    ]);
    return sub;
  }

  /** Refunds part or all of a charge; returns the charge.refunded event (not sent). */
  function refund(paymentIntentId: string, amount?: number): Json {
    const charge = [...charges.values()].find((c) => c.payment_intent === paymentIntentId);
    if (!charge) throw new Error(`no charge for ${paymentIntentId}`);
    charge.amount_refunded = Math.min(
      charge.amount as number,
      (charge.amount_refunded as number) + (amount ?? (charge.amount as number)),
    );
    charge.refunded = charge.amount_refunded === charge.amount;
    return eventObject("charge.refunded", structuredClone(charge));
  }

  function list(data: Json[], url: string, limit: number) {
    return { object: "list", data: data.slice(0, limit), has_more: data.length > limit, url };
  }

  function api(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Json,
  ): { status: number; body: unknown } {
    const limit = Math.min(100, Number(query.get("limit") ?? body.limit ?? 10));
    const missing = (what: string, key: string) => ({
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such ${what}: '${key}'`,
        },
      },
    });
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
        created: now(),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(m[1] as string);
      return customer ? { status: 200, body: customer } : missing("customer", m[1] as string);
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const lineItems = (body.line_items ?? []) as Json[];
      const priceId = lineItems[0]?.price as string;
      const price = priceOf(priceId);
      const sessionId = id("cs_test");
      const session: Json = {
        id: sessionId,
        object: "checkout.session",
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        currency: "usd",
        amount_total: price.unitAmount,
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        payment_intent: null,
        invoice: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        ui_mode: "hosted_page",
        url: `${base}/c/pay/${sessionId}`,
        created: now(),
        __price: priceId,
        __quantity: Number(lineItems[0]?.quantity ?? 1),
        __subscriptionMetadata: (body.subscription_data as Json | undefined)?.metadata,
        __invoiceDescription: ((body.invoice_creation as Json | undefined)?.invoice_data as Json | undefined)
          ?.description,
      };
      sessions.set(sessionId, session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === "GET" && path === "/v1/checkout/sessions") {
      const pi = query.get("payment_intent");
      const customer = query.get("customer");
      const status = query.get("status");
      const found = [...sessions.values()]
        .filter(
          (s) =>
            (!pi || s.payment_intent === pi) &&
            (!customer || s.customer === customer) &&
            (!status || s.status === status),
        )
        .sort((a, b) => (b.created as number) - (a.created as number))
        .map(publicSession);
      return { status: 200, body: list(found, "/v1/checkout/sessions", limit) };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(m[1] as string);
      if (!session) return missing("checkout.session", m[1] as string);
      const expand = [...query.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v);
      return {
        status: 200,
        body: {
          ...publicSession(session),
          ...(expand.includes("line_items") ? { line_items: lineItems(session) } : {}),
        },
      };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/))) {
      const session = sessions.get(m[1] as string);
      return session
        ? { status: 200, body: lineItems(session) }
        : missing("checkout.session", m[1] as string);
    }
    if (method === "POST" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const session = sessions.get(m[1] as string);
      if (!session) return missing("checkout.session", m[1] as string);
      if (session.status !== "open")
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
            },
          },
        };
      session.status = "expired";
      session.url = null;
      emit([eventObject("checkout.session.expired", publicSession(session))]);
      return { status: 200, body: publicSession(session) };
    }
    if (method === "DELETE" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1] as string);
      if (!sub) return missing("subscription", m[1] as string);
      if (sub.status === "canceled") return missing("subscription", m[1] as string);
      sub.status = "canceled";
      sub.canceled_at = now();
      sub.ended_at = now();
      sub.cancellation_details = {
        reason: "cancellation_requested",
        feedback: null,
        comment: null,
        ...((body.cancellation_details as Json | undefined) ?? {}),
      };
      emit([eventObject("customer.subscription.deleted", structuredClone(sub))]);
      return { status: 200, body: sub };
    }
    if (method === "POST" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1] as string);
      if (!sub) return missing("subscription", m[1] as string);
      return { status: 200, body: changePrice(sub, body) };
    }
    if (method === "POST" && path === "/v1/invoices/create_preview") {
      const sub = subscriptions.get(body.subscription as string);
      if (!sub) return missing("subscription", String(body.subscription));
      return { status: 200, body: prorationPreview(sub, body) };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/invoices\/([^/]+)$/))) {
      const invoice = invoices.get(m[1] as string);
      return invoice ? { status: 200, body: invoice } : missing("invoice", m[1] as string);
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = query.get("invoice");
      const found = [...invoicePayments.values()].filter((p) => !invoice || p.invoice === invoice);
      return { status: 200, body: list(found, "/v1/invoice_payments", limit) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const paymentIntent = body.payment_intent as string;
      const charge = [...charges.values()].find((c) => c.payment_intent === paymentIntent);
      if (!charge) return missing("payment_intent", String(paymentIntent));
      if (charge.refunded)
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              code: "charge_already_refunded",
              message: `Charge ${String(charge.id)} has already been refunded.`,
            },
          },
        };
      const event = refund(paymentIntent, body.amount === undefined ? undefined : Number(body.amount));
      const created = {
        id: id("re"),
        object: "refund",
        amount: charge.amount_refunded,
        charge: charge.id,
        payment_intent: paymentIntent,
        status: "succeeded",
        metadata: body.metadata ?? {},
        created: now(),
      };
      refunds.push(created);
      emit([event]);
      return { status: 200, body: created };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1] as string);
      return sub ? { status: 200, body: sub } : missing("subscription", m[1] as string);
    }
    if (method === "GET" && path === "/v1/invoices") {
      const customer = query.get("customer");
      const found = [...invoices.values()]
        .filter((i) => !customer || i.customer === customer)
        .sort((a, b) => (b.created as number) - (a.created as number));
      return { status: 200, body: list(found, "/v1/invoices", limit) };
    }
    if (method === "GET" && path === "/v1/payment_methods") {
      const customer = query.get("customer");
      const found = [...paymentMethods.values()].filter((p) => p.customer === customer);
      return { status: 200, body: list(found, "/v1/payment_methods", limit) };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(body.customer as string)) return missing("customer", String(body.customer));
      const portalId = id("bps");
      return {
        status: 200,
        body: {
          id: portalId,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          url: `${base}/p/session/${portalId}?return=${encodeURIComponent(String(body.return_url ?? ""))}`,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  function page(res: http.ServerResponse, title: string, inner: string) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${inner}</main></body></html>`,
    );
  }

  async function hosted(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    let m: RegExpMatchArray | null;
    if ((m = url.pathname.match(/^\/c\/pay\/([^/]+)$/))) {
      const session = sessions.get(m[1] as string);
      if (!session) return page(res, "Checkout not found", "");
      if (req.method === "GET") {
        const price = priceOf(session.__price as string);
        return page(
          res,
          "Fake Stripe Checkout",
          `<p>Amount due: $${(price.unitAmount / 100).toFixed(2)}</p><p>Card: Visa ending 4242, expires 12/30</p><form method="post"><button type="submit">Pay</button></form><p><a href="${session.cancel_url}">Cancel</a></p>`,
        );
      }
      if (session.status === "open") for (const event of pay(session)) await deliver(event);
      res.writeHead(303, {
        location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id as string),
      });
      return res.end();
    }
    if (url.pathname.startsWith("/p/session/")) {
      return page(
        res,
        "Fake Customer Portal",
        `<p><a href="${url.searchParams.get("return") ?? "/"}">Return</a></p>`,
      );
    }
    if (url.pathname.startsWith("/i/")) return page(res, "Fake invoice", `<p>${url.pathname.slice(3)}</p>`);
    return page(res, "Not found", "");
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      if (!url.pathname.startsWith("/v1/")) {
        hosted(req, res, url).catch((error: unknown) => {
          res.writeHead(500);
          res.end(String(error));
        });
        return;
      }
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      // stripe-node sends a DELETE's parameters (a cancellation's details) in the query string, as for GET.
      const body = parseForm(req.method === "DELETE" ? url.search.slice(1) : raw);
      const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        body,
        idempotencyKey: typeof key === "string" ? key : undefined,
      });
      const cacheKey = typeof key === "string" ? `${url.pathname}:${key}` : undefined;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      if (cached) return reply(cached.status, cached.body);
      try {
        const result = api(req.method ?? "GET", url.pathname, url.searchParams, body);
        if (cacheKey) idempotent.set(cacheKey, result);
        reply(result.status, result.body);
      } catch (error) {
        const status = (error as { status?: number }).status ?? 500;
        reply(status, { error: { type: "invalid_request_error", message: (error as Error).message } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    apiKey,
    customers,
    sessions,
    subscriptions,
    invoices,
    charges,
    refunds,
    pending,
    delivered,
    requests,
    deliver,
    /** Pays a session as the hosted page does, sending its webhooks; returns the events. */
    async completeCheckout(sessionId: string): Promise<Json[]> {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown session ${sessionId}`);
      const events = pay(session);
      for (const event of events) await deliver(event);
      return events;
    },
    /** The events of paying a session, without sending them (tests deliver them in their own order). */
    payWithoutSending(sessionId: string): Json[] {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown session ${sessionId}`);
      return pay(session);
    },
    renewal,
    refund,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
