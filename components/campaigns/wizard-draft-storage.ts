"use client";

import { useSyncExternalStore } from "react";
import { CAMPAIGN_DRAFT_PREFIX } from "@/lib/auth/client-storage";
import type { WizardDraft } from "@/lib/campaigns/wizard-draft";

/**
 * The campaign being written, kept in this tab's session storage, so that browser Back, a reload or a
 * visit to another page does not lose it: the wizard opens on it again until it is sent or started over.
 * Its creation key comes back with it, so a draft that was in fact sent creates no second campaign.
 * Signing out clears it.
 */
export type SavedWizardDraft = { draft: WizardDraft; step: number; excludeRisky: boolean };

// Cleared at sign-out with the rest of what the browser keeps for the user (lib/auth/client-storage.ts).
const storageKey = (key: string) => `${CAMPAIGN_DRAFT_PREFIX}${key}`;

export function saveWizardDraft(key: string, saved: SavedWizardDraft): void {
  try {
    sessionStorage.setItem(storageKey(key), JSON.stringify(saved));
  } catch {
    // Storage full or refused (a private window): the draft lives only as long as the page.
  }
}

export function forgetWizardDraft(key: string): void {
  sessionStorage.removeItem(storageKey(key));
}

/** Reads what saveWizardDraft wrote; anything else (another version's shape, a hand edit) is ignored. */
export function parseSavedWizardDraft(raw: string | null): SavedWizardDraft | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedWizardDraft>;
    const draft = saved.draft;
    if (!draft || typeof draft !== "object" || typeof draft.creationKey !== "string") return null;
    const step = Number.isInteger(saved.step) ? Math.min(Math.max(Number(saved.step), 0), 3) : 0;
    return { draft, step, excludeRisky: saved.excludeRisky === true };
  } catch {
    return null;
  }
}

const unchanging = () => () => {};

/** The saved draft's text: undefined while the server renders, null when this tab holds none. */
export function useSavedWizardDraft(key: string): string | null | undefined {
  return useSyncExternalStore(
    unchanging,
    () => sessionStorage.getItem(storageKey(key)),
    () => undefined,
  );
}
