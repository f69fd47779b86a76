"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { MessagePreview, WizardReach } from "@/lib/campaigns/wizard";
import { campaignTemplates, signedBody } from "@/lib/campaigns/wizard-draft";
import { MessageFields } from "./message-fields";
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
      <section
        aria-labelledby="campaign-preview-title"
        aria-busy={previewing}
        className="grid content-start gap-2"
      >
        <h3 id="campaign-preview-title" className="text-sm font-medium">
          Preview
        </h3>
        {preview?.errors.length ? (
          <ul role="alert" className="grid gap-1 text-sm text-danger">
            {preview.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
        {reach ? <ReachNote reach={reach} /> : null}
        {preview && !preview.signed ? (
          <p className="rounded-md bg-warning-subtle px-3 py-2 text-sm">
            These emails do not yet say who sends them. Add your company name and postal address on the{" "}
            <Link
              href="/profile"
              target="_blank"
              rel="noopener"
              className="focus-ring rounded font-medium underline"
            >
              Business Profile page (opens in a new tab)
            </Link>
            : they end every email, and anti-spam laws in many countries ask for them.
          </p>
        ) : null}
        <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
          {preview?.recipient ? (
            <p className="text-xs text-muted-foreground">
              As {preview.recipient.name || "this lead"}
              {preview.recipient.email ? ` <${preview.recipient.email}>` : ""}{" "}
              {reach?.refusal ? "would read it" : "will read it"}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">
              {preview
                ? "This list has no leads to preview with."
                : "Write a message to see it for a real lead."}
            </p>
          )}
          <p className="font-semibold" data-testid="preview-subject">
            {preview?.subject ?? ""}
          </p>
          {preview?.email ? (
            // The engine's own HTML (every value escaped), in a sandbox: no script, no navigation out.
            <iframe
              title="Email preview"
              sandbox=""
              srcDoc={preview.email.html}
              className="h-80 w-full rounded-md border border-border bg-white"
            />
          ) : (
            <p className="whitespace-pre-wrap">{preview?.body ?? ""}</p>
          )}
        </div>
      </section>
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
