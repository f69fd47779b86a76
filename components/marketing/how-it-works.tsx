import { deferredSection } from "./deferred-rendering";
import { MarketingIcon } from "./marketing-icon";
import { SectionHeading } from "./section-heading";

const steps = [
  {
    icon: "sparkles",
    title: "Describe your business",
    text: "Tell CRM Pro what you sell and to whom. The AI recommends the lead sources where those buyers are.",
  },
  {
    icon: "scan-search",
    title: "Scrape leads",
    text: "Pull contacts from a LinkedIn people search, Google Maps, Instagram, any website or a photo of a business card.",
  },
  {
    icon: "folder-kanban",
    title: "Organise them",
    text: "Keep leads in lists and projects, edit them, and import or export CSV, PDF, JSON, Markdown and RTF.",
  },
  {
    icon: "megaphone",
    title: "Reach out",
    text: "Run campaigns with templates, variables, scheduling, delays and daily limits on six channels.",
  },
] as const;

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className={`scroll-mt-4 bg-muted ${deferredSection}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How it works" title="From a sentence to a sales conversation">
          Four steps, one workspace, and credits that only pay for the leads you keep.
        </SectionHeading>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-background p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-subtle text-indigo-700">
                  <MarketingIcon name={step.icon} className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
