import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { phoneTypes } from "@/db/schema/leads-enums";
import { toWebAddress, webAddressMessage } from "@/lib/links/web-address";

/**
 * The contact fields of Edit Lead, shared by the form and the server. Every field is optional: what the
 * input leaves out keeps its stored value. Phones are normalised to E.164 here, so a stored phone is always
 * one a dialler and a campaign can use; the source's own record (`data`) is never edited.
 */
export const contactEditMessages = {
  email: "Enter a valid email address",
  phone: "Enter a phone number with its country code, e.g. +1 415 555 0134",
  url: webAddressMessage,
  timeZone: "Choose a time zone such as Europe/Paris",
  latitude: "Latitude is a number from -90 to 90",
  longitude: "Longitude is a number from -180 to 180",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .optional();

const httpUrl = z
  .string()
  .trim()
  .max(2048, "Must be at most 2048 characters")
  .transform(toWebAddress(contactEditMessages.url));

/** Statuses come from the email check, never from the form: an unchanged address keeps its status. */
/** Full-width characters (typed in a Japanese or Chinese input mode) are made plain before either is checked. */
const plain = (value: string) => value.normalize("NFKC").trim();

const email = z
  .string()
  .transform(plain)
  .pipe(z.email(contactEditMessages.email).max(320, contactEditMessages.email))
  .transform((v) => v.toLowerCase());

export const e164Phone = z
  .string()
  .transform(plain)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value.replace(/^00(?=[1-9])/, "+"));
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: "custom", message: contactEditMessages.phone });
      return z.NEVER;
    }
    return parsed.number;
  });

const phoneEntry = z.object({ number: e164Phone, type: z.enum(phoneTypes).default("other") });

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce.number({ error: message }).min(-limit, message).max(limit, message).nullable(),
  );

const timeZone = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (!v) return null;
    try {
      return new Intl.DateTimeFormat("en-US", { timeZone: v }).resolvedOptions().timeZone;
    } catch {
      ctx.addIssue({ code: "custom", message: contactEditMessages.timeZone });
      return z.NEVER;
    }
  })
  .nullable();

export const contactEditSchema = z.object({
  name: z.string().trim().min(1, "Please enter a name").max(500, "Must be at most 500 characters").optional(),
  firstName: optionalText(200),
  lastName: optionalText(200),
  title: optionalText(300),
  company: optionalText(500),
  /** The primary first. */
  emails: z.array(email).max(50, "At most 50 emails").optional(),
  /** The primary first. */
  phones: z.array(phoneEntry).max(50, "At most 50 phones").optional(),
  website: httpUrl.nullable().optional(),
  socials: z.array(httpUrl).max(20, "At most 20 profiles").optional(),
  address: z
    .object({
      street: optionalText(500),
      locality: optionalText(200),
      region: optionalText(200),
      postalCode: optionalText(40),
      country: optionalText(100),
    })
    .nullable()
    .optional(),
  latitude: coordinate(90, contactEditMessages.latitude).optional(),
  longitude: coordinate(180, contactEditMessages.longitude).optional(),
  timeZone: timeZone.optional(),
  tags: z
    .array(z.string().trim().min(1).max(100, "A tag is at most 100 characters"))
    .max(50, "At most 50 tags")
    .optional(),
  notes: optionalText(10_000),
  /** Keys must be custom fields the workspace defines (checked on the server). */
  customFields: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, "Unknown custom field"), z.string().max(10_000))
    .optional(),
});
export type ContactEdit = z.output<typeof contactEditSchema>;
