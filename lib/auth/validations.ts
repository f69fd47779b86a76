import { z } from "zod";
import { timeZones } from "@/lib/workspace/validations";

/** The schemas every auth form and its server action share (spec part 1 section 5, minimum 8 per ARCHITECTURE). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const countryCodes = ["+65", "+60"] as const;

// Spec part 1 offers Singapore's and Malaysia's codes only; a number pasted with another code is told so,
// rather than "Enter a valid phone number" for what is a valid number elsewhere.
const otherCountryMessage = "Only Singapore (+65) and Malaysia (+60) numbers can be used";
const otherCountryCode = /^\+(?!65|60)/;

// The spec's "simple address shape": something@something.tld, no spaces.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

function email(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, { error: invalid, abort: true })
    .regex(emailShape, { error: invalid })
    .toLowerCase();
}

function password(tooShort: string) {
  return z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required", abort: true })
    .min(PASSWORD_MIN, { error: tooShort, abort: true })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });
}

const referralCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(16, { error: "Enter a valid referral code" })
  .optional()
  .transform((v) => (v ? v : undefined));

/** The browser's time zone, sent by the sign-up form for the new workspace; one not in the list is dropped (UTC). */
const browserTimeZone = z
  .string()
  .transform((v) => (timeZones.includes(v) ? v : undefined))
  .optional()
  .catch(undefined);

const signUpFields = {
  name: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, { error: "Full name is required", abort: true })
    .max(100, { error: "Full name must be at most 100 characters" }),
  email: email("Email is required", "Enter a valid email"),
  password: password("Minimum 8 characters"),
  referralCode,
  timeZone: browserTimeZone,
};

/** The sign-up form: the phone arrives as a country code plus digits, the password twice, and the terms box. */
export const signUpFormSchema = z
  .object({
    ...signUpFields,
    countryCode: z.enum(countryCodes, { error: "Enter a valid phone number" }),
    phone: z
      .string({ error: "Phone is required" })
      .trim()
      .min(1, { error: "Phone is required", abort: true })
      .refine((v) => !otherCountryCode.test(v), { error: otherCountryMessage, abort: true })
      .regex(/^\d{6,15}$/, { error: "Enter a valid phone number" }),
    confirmPassword: z.string({ error: "Passwords do not match" }),
    agree: checkbox.refine((v) => v, { error: "You must agree to continue" }),
    plan: z.string().trim().max(32).optional(),
    /** A workspace invitation's token: the account joins that workspace (lib/teams/invite-sign-up.ts). */
    invite: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: "This invitation link is not valid." })
      .optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "Passwords do not match",
  });

/** POST /api/auth/signup (spec section 7): the phone is the country code joined to the digits. */
export const signUpApiSchema = z.object({
  ...signUpFields,
  phone: z
    .string({ error: "Phone is required" })
    .trim()
    .min(1, { error: "Phone is required", abort: true })
    .refine((v) => !otherCountryCode.test(v), { error: otherCountryMessage, abort: true })
    .regex(/^\+(65|60)\d{6,15}$/, { error: "Enter a valid phone number" }),
});
export type SignUpInput = z.output<typeof signUpApiSchema>;

export const signInSchema = z.object({
  email: email("Email address is required", "Please enter a valid email address"),
  password: password(`Password must be at least ${PASSWORD_MIN} characters`),
  remember: checkbox.optional().default(false),
  callbackUrl: z.string().max(2048).optional(),
});

export const forgotPasswordSchema = z.object({
  email: email("Email address is required", "Please enter a valid email address"),
});

const token = z
  .string({ error: "Reset token is missing or invalid." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "Reset token is missing or invalid." });

/** POST /api/auth/reset-password (spec section 7). */
export const resetPasswordApiSchema = z.object({
  token,
  newPassword: password(`Password must be at least ${PASSWORD_MIN} characters`),
});

export const resetPasswordFormSchema = z
  .object({
    token,
    newPassword: password(`Password must be at least ${PASSWORD_MIN} characters`),
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "Passwords do not match",
  });

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: "This verification link is not valid." })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: "This verification link is not valid.",
    }),
});

export const resendVerificationSchema = z.object({
  email: email("Email address is required", "Please enter a valid email address"),
});

/** A six-digit authenticator code or a recovery code, as typed (spaces and dashes allowed). */
export const twoFactorCode = z
  .string({ error: "Enter the code from your authenticator app" })
  .trim()
  .min(1, { error: "Enter the code from your authenticator app", abort: true })
  .max(32, { error: "That code is too long" })
  .regex(/^[A-Za-z0-9 -]+$/, { error: "Codes contain only letters, digits and dashes" });

/** The sign-in form's second step: the challenge travels in an httpOnly cookie, only the code in the form. */
export const twoFactorSignInSchema = z.object({
  code: twoFactorCode,
  callbackUrl: z.string().max(2048).optional(),
});

/** POST /api/auth/signin's second step: the challenge the first answer returned, and the code. */
export const signInChallengeSchema = z.object({
  challenge: z.string().min(1).max(1000),
  code: twoFactorCode,
});
