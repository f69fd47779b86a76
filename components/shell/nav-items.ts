import {
  Bell,
  Building2,
  CreditCard,
  FolderKanban,
  Gift,
  Globe,
  LayoutDashboard,
  Lock,
  Megaphone,
  type LucideIcon,
  Plug,
  ScanSearch,
  Send,
  Settings,
  ShieldCheck,
  Sparkles,
  Users,
  UsersRound,
} from "lucide-react";

import type { Permission } from "@/lib/auth/permissions";

/** `permission`: the item is offered only to roles that hold it (lib/auth/permissions.ts). */
export type NavItem = { href: string; label: string; icon: LucideIcon; permission?: Permission };
export type NavGroup = { label: string; items: NavItem[] };

/** Group A (spec part 1 section 2): the workspace shell. */
export const workspaceNav: NavItem[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/projects", label: "Projects", icon: FolderKanban },
  // The recommender lives in the studio shell; linked here so no area needs a typed URL.
  { href: "/ai-recommendation", label: "Recommendations", icon: Sparkles },
  { href: "/scrape", label: "Scrape", icon: Globe },
  { href: "/leads", label: "Leads", icon: Users },
  { href: "/campaigns", label: "Campaigns", icon: Send, permission: "campaigns:write" },
  { href: "/integrations", label: "Integrations", icon: Plug, permission: "integrations:read" },
  { href: "/settings", label: "Settings", icon: Settings },
];

/** Group B: the studio shell, in the spec's order, with the collapsible 'User & Settings' group. */
export const studioNav: NavItem[] = [
  { href: "/leads2", label: "Leads", icon: Users },
  { href: "/ai-recommendation", label: "AI Recommendation", icon: Sparkles },
  { href: "/ai-scraping", label: "AI Scraping", icon: ScanSearch },
  { href: "/ai-outreach", label: "AI Outreach", icon: Send, permission: "campaigns:write" },
  { href: "/profile", label: "Business Profile", icon: Building2 },
  { href: "/integrations", label: "Integrations", icon: Plug, permission: "integrations:read" },
];

export const studioSettingsGroup: NavGroup = {
  label: "User & Settings",
  items: [
    { href: "/billing", label: "Billing & Subscription", icon: CreditCard, permission: "billing:read" },
    { href: "/referrals", label: "Referrals", icon: Gift },
    { href: "/teams", label: "Teams", icon: UsersRound },
    { href: "/notifications", label: "Notifications", icon: Bell },
    { href: "/security", label: "Security", icon: ShieldCheck },
    { href: "/data-privacy", label: "Data & Privacy", icon: Lock },
  ],
};

/** The workspace shell's areas the studio has no screen of its own for, so both shells reach every area. */
export const studioWorkspaceGroup: NavGroup = {
  label: "Workspace",
  items: [
    { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
    { href: "/projects", label: "Projects", icon: FolderKanban },
    { href: "/campaigns", label: "Campaigns", icon: Megaphone, permission: "campaigns:write" },
    { href: "/settings", label: "Settings", icon: Settings },
  ],
};

export function isOffered(item: NavItem, granted: readonly Permission[]): boolean {
  return !item.permission || granted.includes(item.permission);
}

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
