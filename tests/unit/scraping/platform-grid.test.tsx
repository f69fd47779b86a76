import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlatformGrid } from "@/components/scraping/platform-grid";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

function grid(balance: number, canBuy: boolean) {
  return text(
    renderToStaticMarkup(
      <PlatformGrid
        selected={null}
        sources={{
          linkedin: {
            unavailable: { code: "not_connected", message: "LinkedIn account not connected." },
            attribution: null,
          },
        }}
        balance={balance}
        canBuy={canBuy}
        onSelect={() => {}}
      />,
    ),
  );
}

describe("the platform grid", () => {
  it("marks the sources one lead of which the balance does not pay for, with whom to ask", () => {
    const shown = grid(0.9, false);
    // Image to Text costs 0.8 a lead and can run; a website (1) and Maps (1) cannot.
    expect(shown).toContain(
      "Website Popular Not enough credits Extract emails, phones, social profiles and addresses from a company website. Not enough credits: one lead costs 1 and your balance is 0.9. Ask the workspace owner to buy more credits.",
    );
    expect(shown).toMatch(/Image to Text (?!Not enough)/);
    // A source that is not connected says that, not the balance; a coming-soon one says neither.
    expect(shown).toContain("LinkedIn Popular Not connected");
    expect(shown).toMatch(/Facebook Coming soon Pages and groups from Facebook\. 1\.5 credits per lead/);
  });

  it("marks nothing for credits when the balance pays for a lead of each", () => {
    expect(grid(100, true)).not.toContain("Not enough credits");
  });
});
