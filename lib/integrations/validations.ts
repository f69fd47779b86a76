import { z } from "zod";
import { integrationProviders } from "./platforms";

/** `linkedin` or `LINKEDIN`: the provider as sent by forms and the REST calls. */
export const providerSchema = z
  .string()
  .trim()
  .max(20)
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(integrationProviders, { error: "Invalid request" }));

export const platformInputSchema = z.object({ platform: providerSchema });

/** The browser's return from the hosted wizard: `status` and `account_id` from Unipile, our `state`. */
export const returnInputSchema = z.object({
  provider: providerSchema,
  state: z.string().max(200).optional(),
  status: z.string().trim().max(40).optional(),
  accountId: z.string().trim().max(200).optional(),
  result: z.string().max(20).optional(),
});

/** Unipile's notify_url call. */
export const notifySchema = z.object({
  status: z.string().max(40),
  account_id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
});
