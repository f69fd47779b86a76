import { BarChart3, Brain, Clock, Crosshair, ShieldCheck, Target, TrendingUp, Zap } from "lucide-react";

const steps = [
  {
    icon: Brain,
    title: "Intelligent analysis",
    text: "We read your description for industry, audience (B2B or B2C), local or online reach and location.",
  },
  {
    icon: Crosshair,
    title: "Smart matching",
    text: "Each lead source is scored against what we found, and every card says why it ranks where it does.",
  },
  {
    icon: TrendingUp,
    title: "Optimized strategy",
    text: "The best source comes first with search criteria ready for the scraper.",
  },
];

const benefits = [
  {
    icon: Clock,
    title: "Save hours of research",
    text: "Know where your customers are before you spend a credit.",
  },
  { icon: Target, title: "Better-fit leads", text: "Sources chosen for your audience, not a generic list." },
  { icon: Zap, title: "Ready to scrape", text: "Criteria carry over to AI Scraping in one click." },
  { icon: BarChart3, title: "Explainable", text: "Every recommendation shows the reason behind it." },
];

/** The three explanatory steps (how it works). */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="grid gap-4">
      <h2 id="how-title" className="text-xl font-semibold">
        How it works
      </h2>
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-xl border border-border bg-white p-5">
            <step.icon aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 font-semibold">
              {i + 1}. {step.title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The four benefit cards (why choose AI recommendations). */
export function Benefits({ title = "Why choose AI recommendations" }: { title?: string }) {
  return (
    <section aria-labelledby="benefits-title" className="grid gap-4">
      <h2 id="benefits-title" className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {benefits.map((b) => (
          <li key={b.title} className="rounded-xl border border-border bg-white p-5">
            <b.icon aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 font-semibold">{b.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The landing variant's hero; Start Free Analysis scrolls to the form. */
export function RecommendationHero() {
  return (
    <section className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-10 text-white sm:px-10 sm:py-14">
      <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm">
        <ShieldCheck aria-hidden="true" className="size-4" /> AI-powered lead source recommendations
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Find where your next customers are</h1>
      <p className="mt-3 max-w-2xl text-white/90">
        Describe your business and get the lead sources that fit it, with search criteria ready for scraping.
      </p>
      <a
        href="#business-form"
        className="focus-ring mt-6 inline-flex h-11 items-center rounded-lg bg-white px-5 font-semibold text-indigo-700 hover:bg-indigo-50"
      >
        Start Free Analysis
      </a>
    </section>
  );
}
