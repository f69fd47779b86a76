import type { DuplicateReason } from "@/db/schema/lead-duplicates";

/** How the review screen names each reason (safe in client components). */
export const duplicateReasonLabels: Record<DuplicateReason, string> = {
  email: "Same email address",
  phone: "Same phone number",
  profile: "Same profile URL",
  company_domain: "Same company website",
  domain: "Same domain, different people",
  name_address: "Same name and address",
};

/** Strongest first: a pair sharing several keys is reported under the first. */
export const reasonStrength: DuplicateReason[] = [
  "email",
  "profile",
  "phone",
  "company_domain",
  "name_address",
  "domain",
];

export const reasonOfPrefix: Record<string, DuplicateReason> = {
  e: "email",
  p: "phone",
  s: "profile",
  dc: "company_domain",
  d: "domain",
  a: "name_address",
};
