import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, twoFactorCode } from "@/lib/auth/validations";

/** Spec part 3 section 5 (profile save, change password); shared by the forms and the server. */
export const profileMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number with its country code, e.g. +65 9123 4567",
  saved: "Profile updated successfully!",
  failed: "Failed to update profile. Please try again.",
} as const;

export const passwordMessages = {
  currentRequired: "Current password is required",
  newRequired: "New password is required",
  tooShort: "Password must be at least 8 characters long",
  confirmRequired: "Please confirm your new password",
  mismatch: "Passwords do not match",
  wrongCurrent: "Your current password is not correct",
  changed: "Password updated. Every other session has been signed out.",
} as const;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const profileSchema = z.object({
  name: z
    .string({ error: profileMessages.nameRequired })
    .trim()
    .min(1, profileMessages.nameRequired)
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: profileMessages.emailRequired })
    .trim()
    .min(1, { error: profileMessages.emailRequired, abort: true })
    .max(254, { error: profileMessages.emailInvalid, abort: true })
    .regex(emailShape, profileMessages.emailInvalid)
    .toLowerCase(),
  // The shape only; the server parses the number itself (lib/account/phone.ts) and stores E.164.
  phone: z
    .string()
    .trim()
    .max(32, profileMessages.phoneInvalid)
    .regex(/^$|^\+?[0-9][0-9 ().-]{4,}$/, profileMessages.phoneInvalid)
    .optional()
    .default(""),
});
export type ProfileInput = z.output<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: passwordMessages.currentRequired })
      .min(1, passwordMessages.currentRequired)
      .max(PASSWORD_MAX),
    newPassword: z
      .string({ error: passwordMessages.newRequired })
      .min(1, { error: passwordMessages.newRequired, abort: true })
      .min(PASSWORD_MIN, { error: passwordMessages.tooShort, abort: true })
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: z
      .string({ error: passwordMessages.confirmRequired })
      .min(1, passwordMessages.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: passwordMessages.mismatch,
  });

export const twoFactorCodeSchema = z.object({ code: twoFactorCode });
export const emptySchema = z.object({});
export const terminateSessionSchema = z.object({ sessionId: z.uuid({ error: "Session not found." }) });
export const emailChangeTokenSchema = z.object({
  token: z.string({ error: "This link is invalid." }).regex(/^[A-Za-z0-9_-]{43}$/, "This link is invalid."),
});

export const DELETE_PHRASE = "DELETE MY ACCOUNT";

export const accountMessages = {
  deletePhrase: 'Please type "DELETE MY ACCOUNT" to confirm',
  // Spec part 3, section 8: the request was submitted and a confirmation email follows.
  deleted: "Your account deletion request has been submitted. You will receive a confirmation email shortly.",
  deleteFailed: "Failed to delete account. Please contact support.",
  ownerWithMembers:
    "You own a workspace with other members. Transfer ownership to another member or remove the members before deleting your account.",
  exportQueued:
    "Your data export has started. We will notify you and email you a download link when it is ready.",
  exportPending: "Your data export is already being prepared. We will notify you when it is ready.",
} as const;

/** Exactly the phrase: no trimming, no other case. */
export const deleteAccountSchema = z.object({
  confirmation: z.string().refine((value) => value === DELETE_PHRASE, accountMessages.deletePhrase),
});

export const avatarMessages = {
  saved: "Photo updated successfully!",
  removed: "Photo removed.",
  failed: "Failed to upload the photo. Please try again.",
} as const;
