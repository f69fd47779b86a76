/** The in-page sections the header and footer link to. */
export const sectionLinks = [
  { href: "#how-it-works", label: "How it works" },
  { href: "#sample-leads", label: "Sample leads" },
  { href: "#channels", label: "Channels" },
  { href: "#pricing", label: "Pricing" },
  { href: "#testimonials", label: "Customers" },
] as const;
