import { z } from "zod";

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
