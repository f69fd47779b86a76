import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetWizardDraft,
  parseSavedWizardDraft,
  saveWizardDraft,
} from "@/components/campaigns/wizard-draft-storage";
import { emptyWizardDraft } from "@/lib/campaigns/wizard-draft";

describe("the campaign draft kept in the tab", () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal("sessionStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("comes back as it was saved, creation key included, and is gone once forgotten", () => {
    const draft = { ...emptyWizardDraft(), name: "Spring hello", listId: "list-1", subject: "Hi" };
    saveWizardDraft("ws:user", { draft, step: 2, excludeRisky: true });
    expect(parseSavedWizardDraft(store.get("campaign-draft:ws:user") ?? null)).toEqual({
      draft,
      step: 2,
      excludeRisky: true,
    });
    forgetWizardDraft("ws:user");
    expect(store.size).toBe(0);
  });

  it("ignores what it did not write, and keeps the step within the four", () => {
    expect(parseSavedWizardDraft(null)).toBeNull();
    expect(parseSavedWizardDraft("{not json")).toBeNull();
    expect(parseSavedWizardDraft(JSON.stringify({ draft: { name: "no key" }, step: 1 }))).toBeNull();
    const draft = emptyWizardDraft();
    expect(parseSavedWizardDraft(JSON.stringify({ draft, step: 9 }))).toEqual({
      draft,
      step: 3,
      excludeRisky: false,
    });
    expect(parseSavedWizardDraft(JSON.stringify({ draft, step: "2" }))?.step).toBe(0);
  });

  it("does not throw when the browser refuses to store it", () => {
    vi.stubGlobal("sessionStorage", {
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    });
    expect(() =>
      saveWizardDraft("k", { draft: emptyWizardDraft(), step: 0, excludeRisky: false }),
    ).not.toThrow();
  });
});
