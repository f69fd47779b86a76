/** The create-campaign wizard's client-safe parts: the spec's words, its templates and when a step is complete. */

/** The wizard's toasts and errors, verbatim from the spec (part 3 sections 5, 7 and 8). */
export const wizardMessages = {
  sent: "Campaign sent successfully!",
  scheduled: "Campaign scheduled successfully!",
  failed: "Failed to create campaign. Please try again.",
  failedFromLeads: "Failed to create campaign",
  requiredFromLeads: "Please fill in all required fields",
  // The engine's words (campaignMessages.dateInPast), kept here so client code does not load the schema.
  dateInPast: "The scheduled date cannot be before today",
} as const;

export const wizardSteps = ["Details", "Channel", "Message", "Schedule"] as const;

/**
 * The spec's template variables ({{name}}, {{company}}, {{email}}, {{phone}}) and the contact record's name
 * parts and job title.
 */
export const insertableFields = [
  "name",
  "firstName",
  "lastName",
  "title",
  "company",
  "email",
  "phone",
] as const;

/** The three message templates (spec part 3 section 9), each with a fallback where a field may be empty. */
export const campaignTemplates = [
  {
    name: "Cold Outreach",
    subject: "A quick idea for {{company|your team}}",
    body: "Hi {{firstName|there}},\n\nI came across {{company|your company}} and thought we could help you reach more customers.\n\nWould you be open to a short call this week?\n\nBest regards",
  },
  {
    name: "Follow-up",
    subject: "Following up, {{firstName|there}}",
    body: "Hi {{firstName|there}},\n\nI wanted to follow up on my last message about {{company|your company}}.\n\nIs this something worth a conversation?\n\nThanks",
  },
  {
    name: "Product Demo",
    subject: "A 15-minute demo for {{company|your team}}",
    body: "Hi {{firstName|there}},\n\nI would love to show you how teams like {{company|yours}} find and reach new leads in minutes.\n\nCould I book you a 15-minute demo?\n\nCheers",
  },
] as const;

/** A template's body signed with the sender's name; braces are dropped so that a name never reads as a field. */
export function signedBody(body: string, senderName: string): string {
  const name = senderName.replace(/[{}]/g, "").trim();
  return name ? `${body},\n${name}` : body;
}

export const wizardDate = /^\d{4}-\d{2}-\d{2}$/;
export const wizardTime = /^([01]\d|2[0-3]):[0-5]\d$/;

export type WizardDraft = {
  name: string;
  listId: string;
  leadIds: string;
  channel: string;
  subject: string;
  body: string;
  scheduleType: "now" | "later";
  scheduledDate: string;
  scheduledTime: string;
  /** Minutes between two messages of the sender: 0 to 60 for email (spec: 1 to 60, default 5). */
  delayMinutes: number;
  /** Messages a day from the sender (spec default 100). */
  dailyLimit: number;
  /** Made when the wizard starts: sending the same draft twice creates one campaign. */
  creationKey: string;
};

/** A new draft: the spec's defaults (email, send now, 5 minutes apart, 100 a day) and its own creation key. */
export function emptyWizardDraft(leadIds = ""): WizardDraft {
  return {
    name: "",
    listId: "",
    leadIds,
    channel: "email",
    subject: "",
    body: "",
    scheduleType: "now",
    scheduledDate: "",
    scheduledTime: "",
    delayMinutes: 5,
    dailyLimit: 100,
    creationKey: crypto.randomUUID(),
  };
}

const pacingValid = (d: WizardDraft) =>
  Number.isInteger(d.delayMinutes) &&
  d.delayMinutes >= 0 &&
  d.delayMinutes <= 60 &&
  Number.isInteger(d.dailyLimit) &&
  d.dailyLimit >= 1 &&
  d.dailyLimit <= 10_000;

/** Spec part 3 section 5: what each step needs before Continue (or the final button) is enabled. */
export function stepComplete(step: number, draft: WizardDraft, today: string): boolean {
  switch (step) {
    case 0:
      return draft.name.trim() !== "" && (draft.listId !== "" || draft.leadIds !== "");
    case 1:
      return draft.channel !== "";
    case 2:
      return draft.subject.trim() !== "" && draft.body.trim() !== "";
    default:
      return (
        pacingValid(draft) &&
        (draft.scheduleType === "now" ||
          (wizardDate.test(draft.scheduledDate) &&
            draft.scheduledDate >= today &&
            wizardTime.test(draft.scheduledTime)))
      );
  }
}
