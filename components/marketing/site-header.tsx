import { buttonVariants } from "@/components/ui/button-variants";
import { BrandMark } from "./brand-mark";
import { MarketingIcon } from "./marketing-icon";
import { PageLink } from "./page-link";
import { sectionLinks } from "./section-links";

// Link styles set once on each list rather than repeated on every link: smaller HTML and RSC payload.
const sectionListLinks =
  "[&_a]:focus-ring [&_a]:block [&_a]:rounded-md [&_a]:px-3 [&_a]:py-2 [&_a]:text-sm [&_a]:font-medium [&_a]:text-foreground [&_a]:hover:bg-muted";

export function SiteHeader() {
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <PageLink
          href="/"
          className="focus-ring flex items-center gap-2 rounded-md text-lg font-bold whitespace-nowrap text-foreground"
        >
          <BrandMark />
          CRM Pro
        </PageLink>
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className={`flex gap-1 ${sectionListLinks}`}>
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <PageLink href="/signin" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Sign in
          </PageLink>
          <PageLink href="/signup" className={buttonVariants({ size: "sm" })}>
            Sign up
          </PageLink>
          {/* A native disclosure: the small-screen menu works before (and without) JavaScript. */}
          <details className="relative lg:hidden">
            <summary
              className={buttonVariants({
                variant: "outline",
                size: "icon",
                className: "size-9 list-none [&::-webkit-details-marker]:hidden",
              })}
            >
              <MarketingIcon name="menu" />
              <span className="sr-only">Sections</span>
            </summary>
            <nav
              aria-label="Sections"
              className="absolute right-0 z-20 mt-2 w-56 rounded-lg border border-border bg-background p-2 shadow-lg"
            >
              <ul className={`grid gap-1 ${sectionListLinks}`}>
                {sectionLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
