import { buttonVariants } from "@/components/ui/button-variants";
import type { Plan } from "@/lib/plans/catalog";
import { cn } from "@/lib/utils";
import { PageLink } from "./page-link";

// A plain SVG rather than lucide's Check: lucide icons are client components, and this one repeats
// for every feature of every plan, each adding hydration work.
function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success">
      <path
        d="M3 8.5l3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PricingCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id.toLowerCase()}`;
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-2xl border bg-background p-6 shadow-sm",
        plan.highlighted ? "border-primary ring-2 ring-primary" : "border-border",
      )}
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          Most popular
        </p>
      ) : null}
      <h3 id={titleId} className="text-xl font-semibold text-foreground">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-foreground">${plan.price}</span>
        <span className="text-muted-foreground">/{plan.period}</span>
      </p>
      <ul className="mt-6 grid flex-1 content-start gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-foreground">
            <CheckMark />
            {feature}
          </li>
        ))}
      </ul>
      <PageLink
        href={`/signup?plan=${plan.id}`}
        className={buttonVariants({
          variant: plan.highlighted ? "default" : "outline",
          className: "mt-8 w-full",
        })}
      >
        Choose {plan.name}
      </PageLink>
    </li>
  );
}
