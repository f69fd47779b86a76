import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WizardDetailsStep } from "@/components/campaigns/wizard-details-step";
import { emptyWizardDraft } from "@/lib/campaigns/wizard-draft";

describe("the wizard's lead list picker", () => {
  it("offers lists with leads and shows a list without any as not choosable", () => {
    const html = renderToStaticMarkup(
      <WizardDetailsStep
        draft={emptyWizardDraft()}
        update={() => {}}
        errors={{}}
        lists={[
          { id: "a", name: "Sample", platform: null, leads: 50 },
          { id: "b", name: "One", platform: null, leads: 1 },
          { id: "c", name: "Failed scrape", platform: "maps", leads: 0 },
        ]}
        selectedCount={0}
        selectionLost={false}
      />,
    );
    expect(html).toContain('<option value="a">Sample (50 leads)</option>');
    expect(html).toContain('<option value="b">One (1 lead)</option>');
    expect(html).toContain('<option value="c" disabled="">Failed scrape (no leads)</option>');
  });
});
