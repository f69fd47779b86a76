import type { ActionResult } from "@/lib/server/action-result";
import { DeleteAccountCard } from "./delete-account-card";
import { ExportCard, type LatestExport } from "./export-card";
import { PrivacyPolicies } from "./privacy-policies";

type Action = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

/** /data-privacy: the GDPR note, the policies, Export my data and Delete Account. */
export function DataPrivacyScreen({
  canExport,
  latestExport,
  ownsSharedWorkspace,
  actions,
}: {
  canExport: boolean;
  latestExport: LatestExport | null;
  ownsSharedWorkspace: boolean;
  actions: { requestExport: Action; deleteAccount: Action };
}) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-semibold">Data &amp; Privacy</h1>
        <p className="text-muted-foreground">Your data, your choice.</p>
      </header>
      <PrivacyPolicies />
      <ExportCard latest={latestExport} canExport={canExport} action={actions.requestExport} />
      <DeleteAccountCard action={actions.deleteAccount} ownsSharedWorkspace={ownsSharedWorkspace} />
    </div>
  );
}
