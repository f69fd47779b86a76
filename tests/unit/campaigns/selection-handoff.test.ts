import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SELECTION_IN_URL_MAX, sendCampaignHref } from "@/components/campaigns/selection-handoff";

/** sessionStorage as the browser has it: a string store per tab. */
function stubSessionStorage() {
  const store = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  return store;
}

describe("sendCampaignHref", () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = stubSessionStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens the campaign dialog with the comma-separated lead ids, as the spec asks", () => {
    expect(sendCampaignHref(["12", "7", "300"])).toBe("/campaigns?createNew=true&selectedLeads=12,7,300");
    expect(store.size).toBe(0);
  });

  it("hands a selection too long for a URL over in session storage and names it in the URL", () => {
    const ids = Array.from({ length: 2_500 }, (_, i) => String(1_000_000 + i));
    const href = sendCampaignHref(ids);
    expect(href.length).toBeLessThan(SELECTION_IN_URL_MAX);
    const key = new URL(href, "http://x").searchParams.get("selection");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.get(`campaign-selection:${key}`)).toBe(ids.join(","));
  });
});
