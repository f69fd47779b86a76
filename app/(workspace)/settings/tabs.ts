/** The settings tabs of spec part 1 section 2 (?tab=..., default profile). */
export const settingsTabs = [
  {
    id: "profile",
    label: "Profile",
    description: "Your name, email, phone and photo.",
    upcoming: ["Edit your name, phone and photo", "Change your email address"],
  },
  {
    id: "billing",
    label: "Billing",
    description: "Invoices and payment method.",
    upcoming: ["See and download invoices", "Update your payment method", "Buy credit packs"],
  },
  {
    id: "subscription",
    label: "Subscription",
    description: "Your plan and its monthly credits.",
    upcoming: ["Compare plans", "Upgrade, downgrade or cancel"],
  },
  {
    id: "referrals",
    label: "Referrals",
    description: "Invite others and earn credits.",
    upcoming: ["Share your referral link", "Earn 500 credits per verified referral"],
  },
  {
    id: "notifications",
    label: "Notifications",
    description: "What CRM Pro tells you, and how.",
    upcoming: ["Choose email and in-app notifications per category"],
  },
  {
    id: "security",
    label: "Security",
    description: "Password, two-factor authentication and sessions.",
    upcoming: ["Change your password", "Turn on two-factor authentication", "End other signed-in sessions"],
  },
] as const satisfies ReadonlyArray<{
  id: string;
  label: string;
  description: string;
  upcoming: readonly string[];
}>;

export type SettingsTab = (typeof settingsTabs)[number];
