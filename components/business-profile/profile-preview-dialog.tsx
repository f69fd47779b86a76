"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { outreachSignature, type SignatureProfile } from "@/lib/business-profile/signature";

/** Preview Profile: the signature a lead sees at the end of an outreach email (the form's current values). */
export function ProfilePreviewDialog({
  profile,
  logoUrl,
  onClose,
}: {
  profile: SignatureProfile | null;
  logoUrl: string | null;
  onClose: () => void;
}) {
  const signature = profile ? outreachSignature(profile, { logoUrl }) : null;
  return (
    <Dialog open={signature !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Profile Preview</DialogTitle>
          <DialogDescription>
            How leads see your business at the end of your outreach messages.
          </DialogDescription>
        </DialogHeader>
        {signature ? (
          <div className="grid gap-4">
            <section aria-label="Email signature" className="rounded-md border border-border bg-white p-4">
              <p className="mb-3 text-sm text-slate-600">Hi Alex, ... Best regards,</p>
              {/* Every value in the signature is escaped by outreachSignature; links are web addresses only. */}
              <div data-testid="signature-html" dangerouslySetInnerHTML={{ __html: signature.html }} />
            </section>
            <section aria-label="Plain text signature">
              <h3 className="mb-1 text-sm font-medium">Plain text version</h3>
              <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">
                {signature.text}
              </pre>
            </section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
