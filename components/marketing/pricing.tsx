import { plans } from "@/lib/plans/catalog";
import { PricingCard } from "./pricing-card";
import { SectionHeading } from "./section-heading";

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-4 bg-background">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Plans that grow with your pipeline">
          Every plan renews its credits each month. Start free, upgrade when your team is ready, cancel
          anytime.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PricingCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}
