import { Check } from "lucide-react";
import type { Plan } from "@/lib/plans/catalog";

const priceFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** The plan chosen on the landing page, beside the sign-up form. */
export function PlanPanel({ plan }: { plan: Plan }) {
  return (
    <aside
      aria-labelledby="plan-panel-title"
      className="grid content-start gap-4 rounded-xl border border-indigo-200 bg-primary-subtle p-6"
    >
      <p className="text-sm font-medium text-indigo-800">Selected plan</p>
      <h2 id="plan-panel-title" className="text-2xl font-bold">
        {plan.name}
      </h2>
      <p className="text-slate-700">{plan.description}</p>
      <p>
        <span className="text-3xl font-bold">{priceFormat.format(plan.price)}</span>
        <span className="text-slate-700"> / {plan.period}</span>
      </p>
      <ul className="grid gap-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.isFree ? null : (
        <p className="text-sm font-medium text-slate-800">
          Payment will be processed after account creation. You can cancel anytime.
        </p>
      )}
    </aside>
  );
}
