import { renderEmail, type RenderedEmail } from "@/lib/email/templates/layout";

export function paymentFailedTemplate(input: {
  name: string;
  amount: string;
  nextAttempt: Date | null;
  billingUrl: string;
}): RenderedEmail {
  const retry = input.nextAttempt
    ? `Stripe will try again on ${input.nextAttempt.toUTCString()}.`
    : "Stripe will not try again automatically.";
  return renderEmail({
    subject: "Your CRM Pro payment failed",
    heading: "We could not take your payment",
    paragraphs: [
      `Hi ${input.name},`,
      `The payment of ${input.amount} for your CRM Pro subscription failed. ${retry}`,
      "Update your payment method in the customer portal to keep your plan and its monthly credits.",
    ],
    action: { label: "Open billing", url: input.billingUrl },
  });
}
