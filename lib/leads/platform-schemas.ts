import { z } from "zod";
import { toWebAddress, webAddressMessage } from "@/lib/links/web-address";
import { leadMessages } from "./messages";

/** Per-platform edit schemas (spec part 2 section 3 field names), shared by the Edit Lead dialogs and the server. */

const text = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** A web address as the contact record stores one: typed without its scheme it becomes https. */
const webAddress = toWebAddress(webAddressMessage);
const link = z
  .string()
  .trim()
  .max(2048, "Must be at most 2048 characters")
  .optional()
  .transform((v, ctx) => (v ? webAddress(v, ctx) : null));

/** Checkbox values arrive as "on" from FormData and as booleans from JSON. */
export const formBoolean = z
  .union([z.boolean(), z.enum(["on", "true", "false", "1", "0", ""])])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true" || v === "1");

/** Spec: shared connection and followers counts default to 0. */
const countOrZero = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? 0 : v),
  z.coerce.number({ error: "Enter a whole number" }).int("Enter a whole number").min(0, "Must be 0 or more"),
);

/** Spec: maps rating and review count become null when empty. */
const numberOrNull = (schema: z.ZodNumber) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : v),
    z.coerce.number().pipe(schema).nullable(),
  );

export const leadStatusSchema = z
  .string()
  .trim()
  .max(32, "Status must be at most 32 characters")
  .optional()
  .transform((v) => (v ? v.toUpperCase() : "NEW"));

const name = z.string().trim().min(1, "Please enter a name").max(500, "Must be at most 500 characters");

export const linkedinLeadSchema = z.object({
  name,
  profile_url: link,
  profile_pic_url: link,
  keywatch_match: text(),
  network_distance: text(50),
  location: text(500),
  headline: text(),
  shared_connection_count: countOrZero,
  verified: formBoolean,
  followers_count: countOrZero,
  premium: formBoolean,
  status: leadStatusSchema,
  public_identifier: text(200),
  type: text(50),
});

const openingHours = {
  openhr_mon: text(200),
  openhr_tue: text(200),
  openhr_wed: text(200),
  openhr_thu: text(200),
  openhr_fri: text(200),
  openhr_sat: text(200),
  openhr_sun: text(200),
};

export const mapsLeadSchema = z.object({
  name,
  maps_link: link,
  category: text(200),
  address: text(1000),
  phone_no: text(100),
  rating: numberOrNull(z.number({ error: "Enter a rating from 0 to 5" }).min(0).max(5)),
  website_link: link,
  review_count: numberOrNull(z.number({ error: "Enter a whole number" }).int().min(0)),
  ...openingHours,
  status: leadStatusSchema,
});

export const instagramLeadSchema = z.object({
  full_name: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((v) => v ?? ""),
  username: z.string().trim().min(1, "Please enter a username").max(200),
  ig_url: link,
  pic_url: link,
  is_private: formBoolean,
  status: leadStatusSchema,
});

/** Web and OCR leads edit their free-form JSON: text from the form, or a value from the REST API. */
export const jsonOutputSchema = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((v, ctx) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: leadMessages.invalidJson });
      return z.NEVER;
    }
  });

/** Web and OCR leads share one shape (the page or image text as JSON). */
export const webLeadSchema = z.object({ jsonOutput: jsonOutputSchema, status: leadStatusSchema });

const tags = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) =>
    (typeof v === "string" ? v.split(",") : (v ?? []))
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, 50),
  );

export const crmLeadSchema = z.object({
  name,
  company: z.string().trim().min(1, "Please enter a company").max(500),
  email: z
    .union([z.literal(""), z.email("Enter a valid email address").max(320)])
    .optional()
    .transform((v) => (v ? v : null)),
  phone: text(100),
  source: text(200),
  status: leadStatusSchema,
  notes: text(10_000),
  tags,
});

export const platformEditSchemas = {
  linkedin: linkedinLeadSchema,
  maps: mapsLeadSchema,
  instagram: instagramLeadSchema,
  web: webLeadSchema,
  ocr: webLeadSchema,
  crm: crmLeadSchema,
} as const;
