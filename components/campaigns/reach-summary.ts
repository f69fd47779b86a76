import type { WizardReach } from "@/lib/campaigns/wizard";
import { skipReasonLabels } from "./campaign-figures";

const count = (n: number) => n.toLocaleString("en-US");
const leadCount = (n: number) => `${count(n)} ${n === 1 ? "lead" : "leads"}`;

/** "Unsubscribed or bounced (1), No email (2)": why the leads the email will not reach are skipped. */
export function skipReasons(reach: WizardReach): string {
  return reach.skipped.map((s) => `${skipReasonLabels[s.reason] ?? s.reason} (${count(s.count)})`).join(", ");
}

/** The message step's line on who the email reaches. */
export function reachSummary(reach: WizardReach): string {
  const skipped = reach.leads - reach.reachable;
  if (skipped > 0)
    return `Goes to ${count(reach.reachable)} of ${leadCount(reach.leads)}; ${count(skipped)} will be skipped: ${skipReasons(reach)}.`;
  return reach.leads === 1 ? "Goes to the 1 lead." : `Goes to all ${leadCount(reach.leads)}.`;
}
