import { z } from "zod";
import { toWebAddress } from "@/lib/links/web-address";

export const businessProfileMessages = {
  saved: "Business profile updated successfully!",
  companyRequired: "Company name is required",
  industryRequired: "Industry is required",
  emailRequired: "Email is required",
  invalidEmail: "Invalid email address",
  invalidUrl: "Please enter a web address, such as https://example.com",
  logoSaved: "Logo updated successfully!",
  logoRemoved: "Logo removed.",
} as const;

const text = (max: number) => z.string().trim().max(max, `Please use at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

const optionalUrl = z
  .string()
  .trim()
  .max(500, "Please use at most 500 characters")
  .optional()
  .transform((v, ctx) => (v ? toWebAddress(businessProfileMessages.invalidUrl)(v, ctx) : undefined));

/** Company, contact, address and social media (spec part 3, 2.14 and 5), shared by the form and the action. */
export const businessProfileSchema = z.object({
  name: text(200).min(1, businessProfileMessages.companyRequired),
  industry: text(120).min(1, businessProfileMessages.industryRequired),
  website: optionalUrl,
  description: optionalText(2000),
  contactEmail: text(254)
    .min(1, businessProfileMessages.emailRequired)
    .refine((v) => v === "" || /^\S+@\S+$/.test(v), businessProfileMessages.invalidEmail),
  contactPhone: optionalText(40),
  street: optionalText(200),
  city: optionalText(120),
  state: optionalText(120),
  zipCode: optionalText(20),
  country: optionalText(120),
  linkedin: optionalUrl,
  twitter: optionalUrl,
  facebook: optionalUrl,
});
export type BusinessProfileInput = z.infer<typeof businessProfileSchema>;

/** The saved values a form starts from (empty for a profile never saved). */
export type BusinessProfileValues = { [K in keyof BusinessProfileInput]?: string | null };
