import { buttonVariants } from "@/components/ui/button-variants";
import { MarketingIcon } from "./marketing-icon";
import { PageLink } from "./page-link";

const heroFigures = [
  { value: "10,000+", label: "businesses prospecting" },
  { value: "50M+", label: "data points searched" },
  { value: "99.9%", label: "data accuracy" },
  { value: "95%", label: "campaign success rate" },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-primary-subtle to-background">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          AI lead generation CRM
        </p>
        <h1
          id="hero-title"
          className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl"
        >
          Find the right leads and start the conversation
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
          Describe your business and CRM Pro recommends where your buyers are, scrapes their contacts from
          LinkedIn, Google Maps, Instagram, websites and images, and reaches them by email, LinkedIn,
          WhatsApp, Instagram, SMS and Telegram from one workspace.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <PageLink href="/signup?plan=FREE" className={buttonVariants({ size: "lg" })}>
            Start free with 100 credits
            <MarketingIcon name="arrow-right" />
          </PageLink>
          <a href="#demo" className={buttonVariants({ variant: "outline", size: "lg" })}>
            <MarketingIcon name="circle-play" />
            Watch the demo
          </a>
        </div>
        <dl className="mt-12 grid max-w-4xl grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4">
          {heroFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-foreground">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
