import "server-only";
import { previewRecipient } from "./screen-queries";
import { signatureOf } from "./sender-signature";
import { renderBody, renderSubject, renderTemplate, unknownTemplateFields } from "./template";
import { previewUnsubscribeUrl } from "./unsubscribe-token";
import { campaignMessages } from "./validations";

export type MessagePreview = {
  /** The recipient the preview is rendered for, or null when the list has no lead. */
  recipient: { name: string; email: string | null } | null;
  subject: string;
  /** The message's own text, its fields filled in. */
  body: string;
  /** The email as the recipient receives it (the engine's renderBody: signature and unsubscribe link). */
  email: { html: string; text: string } | null;
  /** Unknown fields, named (the campaign cannot be saved with them). */
  errors: string[];
  /** Whether the emails end with the business profile's signature (its name and postal address). */
  signed: boolean;
};

/** The leads a message goes to: a list, or an explicit selection. */
export type PreviewTarget = { listId?: string; leadIds?: number[] };

/** A subject and body as one real recipient of the target will read them, with the workspace's signature. */
export async function renderPreview({
  workspaceId,
  target,
  subject,
  body,
}: {
  workspaceId: string;
  target: PreviewTarget;
  subject: string;
  body: string;
}): Promise<MessagePreview> {
  const errors = [...new Set([...unknownTemplateFields(subject), ...unknownTemplateFields(body)])].map(
    campaignMessages.unknownField,
  );
  const [recipient, signature] = await Promise.all([
    previewRecipient({ workspaceId, ...target }),
    signatureOf(workspaceId),
  ]);
  const signed = signature !== null;
  if (!recipient) return { recipient: null, subject, body, email: null, errors, signed };
  return {
    recipient: { name: recipient.name, email: recipient.email },
    subject: renderSubject(subject, recipient),
    body: renderTemplate(body, recipient),
    email: renderBody(body, recipient, previewUnsubscribeUrl(), signature),
    errors,
    signed,
  };
}
