import { z } from "zod";
import { packCodes, planIds } from "@/db/schema";

const upper = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().trim().toUpperCase().pipe(z.enum(values));

/** POST /api/billing/checkout: userId and email may be sent (spec) but must name the signed-in user. */
export const planCheckoutSchema = z.object({
  productCode: upper(planIds),
  userId: z.unknown().optional(),
  email: z.string().max(320).optional(),
});

export const packCheckoutSchema = z.object({
  packCode: upper(packCodes),
  userId: z.unknown().optional(),
  email: z.string().max(320).optional(),
});

export const syncSessionSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, "Invalid checkout session id"),
  userId: z.unknown().optional(),
});

export const invoiceListSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(200)
  .regex(/^[\w-]+$/);

/** GET /api/billing/plan-change?productCode=: what moving the paid plan to another would cost and grant. */
export const planChangePreviewSchema = z.object({
  productCode: upper(planIds),
});

/** POST /api/billing/plan-change: the change as previewed (the preview's proration moment, so the charge matches). */
export const planChangeSchema = z.object({
  productCode: upper(planIds),
  prorationDate: z.number().int().positive(),
  userId: z.unknown().optional(),
});
