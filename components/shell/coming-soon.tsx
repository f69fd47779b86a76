import { Construction } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";

/** An honest placeholder for a screen a later issue builds: what it will hold, no sample data. */
export function ComingSoon({
  title,
  description,
  upcoming,
  meanwhile,
  level = 1,
}: {
  title: string;
  description: string;
  upcoming: readonly string[];
  /** What already works instead, so the placeholder is not a dead end. */
  meanwhile?: { text: string; href: string; label: string };
  /** 2 when the placeholder sits under another page's h1. */
  level?: 1 | 2;
}) {
  const Title = level === 1 ? "h1" : "h2";
  const Sub = level === 1 ? "h2" : "h3";
  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <Title className={level === 1 ? "text-2xl font-bold" : "text-xl font-semibold"}>{title}</Title>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      <section
        aria-labelledby="coming-soon-title"
        className="rounded-xl border border-dashed border-slate-300 bg-white p-6"
      >
        <div className="flex items-center gap-2">
          <Construction aria-hidden="true" className="size-5 text-amber-700" />
          <Sub id="coming-soon-title" className="font-semibold">
            Coming soon
          </Sub>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          This screen is being built. When it is ready you will be able to:
        </p>
        <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-slate-800">
          {upcoming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {meanwhile ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-border pt-4">
            <p className="text-sm text-slate-800">{meanwhile.text}</p>
            <Link href={meanwhile.href} className={buttonVariants({ size: "sm" })}>
              {meanwhile.label}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
