import { Coffee, Home, Laptop, Shirt, Stethoscope, Wrench } from "lucide-react";

/** The six presets of the shell variant (spec part 1 section 2): name, description and colours. */
export const presets = [
  {
    name: "E-commerce Store",
    description: "an online store selling fashion and accessories direct to consumers, shipping nationwide",
    className: "border-pink-200 bg-pink-50 text-pink-900",
  },
  {
    name: "SaaS Company",
    description:
      "a B2B software platform that helps operations managers at mid-sized companies automate reporting",
    className: "border-indigo-200 bg-indigo-50 text-indigo-900",
  },
  {
    name: "Local Restaurant",
    description: "a family restaurant with dine-in and takeaway serving customers in our neighbourhood",
    className: "border-orange-200 bg-orange-50 text-orange-900",
  },
  {
    name: "Consulting Agency",
    description: "a management consulting agency advising founders and executives of growing companies",
    className: "border-sky-200 bg-sky-50 text-sky-900",
  },
  {
    name: "Healthcare Practice",
    description: "a dental and medical clinic offering check-ups and treatments to local families",
    className: "border-emerald-200 bg-emerald-50 text-emerald-900",
  },
  {
    name: "Real Estate Agency",
    description:
      "a real estate agency helping buyers, sellers and landlords with residential properties in our city",
    className: "border-amber-200 bg-amber-50 text-amber-900",
  },
] as const;

/** Spec part 1 section 4: the description becomes a sentence built from the preset's name and description. */
export function presetSentence(preset: { name: string; description: string }): string {
  return `We are ${/^[aeiou]/i.test(preset.name) ? "an" : "a"} ${preset.name}: ${preset.description}.`;
}

/** Popular business types of the landing variant: each runs the same flow. */
export const businessTypes = [
  {
    icon: Stethoscope,
    name: "Dental clinic",
    description: "Dental clinic offering family dentistry, braces and whitening to local patients",
  },
  {
    icon: Coffee,
    name: "Coffee shop",
    description: "Independent coffee shop and bakery with walk-in customers in the city centre",
  },
  {
    icon: Laptop,
    name: "B2B SaaS",
    description: "B2B SaaS platform selling workflow software to operations managers at mid-sized companies",
  },
  {
    icon: Shirt,
    name: "Fashion brand",
    description: "Online fashion brand selling clothing and accessories direct to consumers",
  },
  {
    icon: Home,
    name: "Real estate",
    description: "Real estate agency helping home buyers, sellers and landlords with residential property",
  },
  {
    icon: Wrench,
    name: "Home services",
    description: "Plumbing and electrical repair services for homeowners in our area",
  },
] as const;
