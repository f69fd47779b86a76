import type { BadgeTone } from "@/components/ui/badge";

export type SampleLeadPlatform = "linkedin" | "maps" | "instagram" | "web" | "ocr";

/** Platform badge colours of spec part 2, section 4. */
export const platformBadges: Record<SampleLeadPlatform, { label: string; tone: BadgeTone }> = {
  linkedin: { label: "LinkedIn", tone: "blue" },
  maps: { label: "Google Maps", tone: "green" },
  instagram: { label: "Instagram", tone: "pink" },
  web: { label: "Website", tone: "purple" },
  ocr: { label: "OCR", tone: "orange" },
};

export type SampleLead = {
  name: string;
  role: string;
  company: string;
  location: string;
  contact: string;
  platform: SampleLeadPlatform;
};

// Invented people and companies; contacts are masked the way the app previews unsaved leads.
export const sampleLeads: readonly SampleLead[] = [
  {
    name: "Aisha Rahman",
    role: "Head of Growth",
    company: "Brightlane Logistics",
    location: "Singapore",
    contact: "aisha.r•••@brightlane.sg",
    platform: "linkedin",
  },
  {
    name: "Marcus Lee",
    role: "Owner",
    company: "Harbourview Dental Clinic",
    location: "George Town, Penang",
    contact: "+60 4-2•• •188",
    platform: "maps",
  },
  {
    name: "Chloe Tan",
    role: "Founder",
    company: "Bloom & Basil Florist",
    location: "Singapore",
    contact: "@bloomandbasil.sg",
    platform: "instagram",
  },
  {
    name: "Rajesh Kumar",
    role: "Operations Director",
    company: "Meridian Cold Chain",
    location: "Johor Bahru",
    contact: "r.kumar@•••••••cold.my",
    platform: "web",
  },
  {
    name: "Hannah Goh",
    role: "Marketing Manager",
    company: "Kinetic Fitness Studio",
    location: "Kuala Lumpur",
    contact: "+65 9••• 4410",
    platform: "ocr",
  },
  {
    name: "Daniel Ong",
    role: "VP Sales, APAC",
    company: "Stratus Cloud Partners",
    location: "Singapore",
    contact: "d.ong@•••••uscloud.com",
    platform: "linkedin",
  },
  {
    name: "Nur Aina Hassan",
    role: "Owner",
    company: "Sunrise Artisan Bakery",
    location: "Shah Alam",
    contact: "+60 3-5•• •902",
    platform: "maps",
  },
  {
    name: "Ethan Chia",
    role: "Co-founder",
    company: "Loop Coffee Roasters",
    location: "Singapore",
    contact: "@loopcoffee.sg",
    platform: "instagram",
  },
];
