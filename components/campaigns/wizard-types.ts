import type { MessagePreview } from "@/lib/campaigns/preview";
import type { WizardReach } from "@/lib/campaigns/wizard";
import type { WizardDraft } from "@/lib/campaigns/wizard-draft";
import type { ActionResult } from "@/lib/server/action-result";

export type WizardList = { id: string; name: string; platform: string | null; leads: number };

export type CreateCampaign = (
  prev: undefined,
  input: WizardDraft & { excludeRisky: boolean },
) => Promise<ActionResult<{ id: string }>>;

export type ListWizardLists = (
  prev: undefined,
  input: Record<string, never>,
) => Promise<ActionResult<WizardList[]>>;

export type PreviewCampaignMessage = (
  prev: undefined,
  input: Pick<WizardDraft, "listId" | "leadIds" | "subject" | "body">,
) => Promise<ActionResult<MessagePreview>>;

export type CampaignReach = (
  prev: undefined,
  input: Pick<WizardDraft, "listId" | "leadIds"> & { excludeRisky: boolean },
) => Promise<ActionResult<WizardReach>>;

export type StepProps = {
  draft: WizardDraft;
  update: (patch: Partial<WizardDraft>) => void;
  errors: Record<string, string[]>;
};
