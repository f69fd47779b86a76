import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetWizardDraft,
  parseSavedWizardDraft,
  saveWizardDraft,
} from "@/components/campaigns/wizard-draft-storage";
import { forgetSignedInUser } from "@/lib/auth/client-storage";
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

describe("signing out", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("clears the tab's campaign drafts and handed-over selections, and nothing else", () => {
    const store = new Map<string, string>([
      ["campaign-draft:ws:user", "{}"],
      ["campaign-selection:key", "1,2,3"],
      ["something-else", "kept"],
    ]);
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    // Object.keys(sessionStorage) lists the stored keys, as a browser's Storage does.
    vi.stubGlobal(
      "sessionStorage",
      new Proxy(storage, {
        ownKeys: () => [...store.keys()],
        getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
      }),
    );
    vi.stubGlobal("localStorage", { removeItem: () => undefined });
    forgetSignedInUser();
    expect([...store.keys()]).toEqual(["something-else"]);
  });
});
