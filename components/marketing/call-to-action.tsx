import { buttonVariants } from "@/components/ui/button-variants";
import { PageLink } from "./page-link";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="bg-indigo-700">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white">
            Your next customers are already online
          </h2>
          <p className="mt-3 text-lg text-indigo-100">
            Join 10,000+ businesses that have run 10,000+ campaigns with CRM Pro. GDPR compliant, 100 free
            credits every month, no card needed.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <PageLink
            href="/signup"
            className={buttonVariants({
              variant: "secondary",
              size: "lg",
              className: "bg-white hover:bg-indigo-50",
            })}
          >
            Create your free account
          </PageLink>
          <PageLink
            href="/signin"
            className={buttonVariants({
              variant: "outline",
              size: "lg",
              className: "border-white bg-transparent text-white hover:bg-indigo-800",
            })}
          >
            Sign in
          </PageLink>
        </div>
      </div>
    </section>
  );
}
