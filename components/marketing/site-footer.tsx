import { BrandMark } from "./brand-mark";
import { PageLink } from "./page-link";
import { sectionLinks } from "./section-links";

const accountLinks = [
  { href: "/signin", label: "Sign in" },
  { href: "/signup", label: "Create an account" },
] as const;

const linkClass = "focus-ring rounded-sm text-slate-300 hover:text-white hover:underline";

export function SiteFooter() {
  // Rendered once at build, like the rest of the page.
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <PageLink
            href="/"
            className="focus-ring inline-flex items-center gap-2 rounded-md text-lg font-bold text-white"
          >
            <BrandMark />
            CRM Pro
          </PageLink>
          <p className="mt-3 max-w-sm text-sm">
            Lead generation and outreach with AI: find leads on five sources, reach them on six channels.
          </p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-white">
            Product
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className="text-sm font-semibold text-white">
            Account
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {accountLinks.map((link) => (
              <li key={link.href}>
                <PageLink href={link.href} className={linkClass}>
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 px-4 py-6 text-center text-sm text-slate-400">
        &copy; {year} CRM Pro. All rights reserved.
      </p>
    </footer>
  );
}
