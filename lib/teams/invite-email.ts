import { renderEmail, type RenderedEmail } from "@/lib/email/templates/layout";

/** The invitation: who invites, to which workspace, with which role; the link is built from APP_URL. */
export function inviteEmailTemplate(input: {
  inviterName: string;
  workspaceName: string;
  role: "member" | "admin";
  url: string;
}): RenderedEmail {
  const role = input.role === "admin" ? "an Admin" : "a Member";
  return renderEmail({
    subject: `${input.inviterName} invited you to ${input.workspaceName} on CRM Pro`,
    heading: `Join ${input.workspaceName}`,
    paragraphs: [
      `${input.inviterName} invited you to join the workspace ${input.workspaceName} on CRM Pro as ${role}.`,
      "Open the link to accept. If you have no CRM Pro account yet, you can create one with this email address on the way.",
      "The link works once and expires in 7 days. If you did not expect it, you can ignore this email.",
    ],
    action: { label: "Accept invitation", url: input.url },
  });
}
