"use client";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { MessagePreview } from "@/lib/campaigns/preview";
import type { WizardReach } from "@/lib/campaigns/wizard";
import { campaignTemplates, signedBody } from "@/lib/campaigns/wizard-draft";
import { MessageFields } from "./message-fields";
import { MessagePreviewPanel } from "./message-preview";
import { reachSummary, skipReasons } from "./reach-summary";
import type { StepProps } from "./wizard-types";

/** Step 3: subject and body with insertable fields, the three templates, and the live preview. */
export function WizardMessageStep({
  draft,
  update,
  errors,
  excludeRisky,
  setExcludeRisky,
  preview,
  previewing,
  reach,
  senderName,
}: StepProps & {
  excludeRisky: boolean;
  setExcludeRisky: (value: boolean) => void;
  preview: MessagePreview | null;
  previewing: boolean;
  /** Null while it is read. */
  reach: WizardReach | null;
  senderName: string;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <div className="grid gap-2">
          <p className="text-sm font-medium" id="campaign-templates-label">
            Templates
          </p>
          <div className="flex flex-wrap gap-2" role="group" aria-labelledby="campaign-templates-label">
            {campaignTemplates.map((t) => (
              <Button
                key={t.name}
                type="button"
                size="sm"
                variant="outline"
                onClick={() => update({ subject: t.subject, body: signedBody(t.body, senderName) })}
              >
                {t.name}
              </Button>
            ))}
          </div>
        </div>
        <MessageFields idPrefix="campaign" message={draft} update={update} errors={errors} />
        <label className="flex items-start gap-2 text-sm">
          <Checkbox checked={excludeRisky} onCheckedChange={setExcludeRisky} className="mt-0.5" />
          <span>
            Exclude risky addresses
            <span className="block text-xs text-muted-foreground">
              Role addresses (info@, sales@) and throwaway providers are skipped instead of sent.
            </span>
          </span>
        </label>
      </div>
      <MessagePreviewPanel
        id="campaign"
        preview={preview}
        previewing={previewing}
        note={reach ? <ReachNote reach={reach} /> : null}
        wouldSend={!reach?.refusal}
      />
    </div>
  );
}

/** Who the email reaches before it is sent, and why the others would be skipped. */
function ReachNote({ reach }: { reach: WizardReach }) {
  const reasons = skipReasons(reach);
  if (reach.refusal) {
    return (
      <div role="alert" className="grid gap-1 text-sm text-danger">
        <p>{reach.refusal}</p>
        {reasons ? <p>Skipped: {reasons}.</p> : null}
      </div>
    );
  }
  return (
    <p className="text-sm text-muted-foreground" data-testid="campaign-reach">
      {reachSummary(reach)}
    </p>
  );
}
