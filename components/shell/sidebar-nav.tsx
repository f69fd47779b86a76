"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { cn } from "@/lib/utils";
import type { Permission } from "@/lib/auth/permissions";
import {
  isActivePath,
  isOffered,
  studioNav,
  studioSettingsGroup,
  studioWorkspaceGroup,
  workspaceNav,
  type NavItem,
} from "./nav-items";

type Props = {
  variant: "workspace" | "studio";
  collapsed: boolean;
  onNavigate: () => void;
  /** The session role's permissions: what the role cannot use is not offered. */
  granted: readonly Permission[];
};

function NavLink({
  item,
  collapsed,
  active,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  active: boolean;
  onNavigate: () => void;
}) {
  const Icon = item.icon;
  return (
    <li>
      <Link
        href={item.href}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        title={collapsed ? item.label : undefined}
        className={cn(
          "focus-ring flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
          active ? "bg-indigo-50 text-indigo-800" : "text-slate-700 hover:bg-muted hover:text-foreground",
          collapsed && "lg:justify-center lg:px-0",
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn(collapsed && "lg:sr-only")}>{item.label}</span>
      </Link>
    </li>
  );
}

/** The links of either shell; the studio adds the collapsible 'User & Settings' group (open by default). */
export function SidebarNav({ variant, collapsed, onNavigate, granted }: Props) {
  const pathname = usePathname();
  const [groupOpen, setGroupOpen] = useState(true);
  const items = (variant === "workspace" ? workspaceNav : studioNav).filter((item) =>
    isOffered(item, granted),
  );
  const link = (item: NavItem) => (
    <NavLink
      key={item.href}
      item={item}
      collapsed={collapsed}
      active={isActivePath(pathname, item.href)}
      onNavigate={onNavigate}
    />
  );

  return (
    <nav aria-label={variant === "workspace" ? "Workspace" : "Studio"} className="grid gap-4">
      <ul className="grid gap-1">{items.map(link)}</ul>
      {variant === "studio" ? (
        <div className="grid gap-1">
          <button
            type="button"
            aria-expanded={groupOpen}
            aria-controls="sidebar-user-settings"
            onClick={() => setGroupOpen((open) => !open)}
            className={cn(
              "focus-ring flex items-center justify-between rounded-md px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase hover:bg-muted",
              collapsed && "lg:justify-center lg:px-0",
            )}
          >
            <span className={cn(collapsed && "lg:sr-only")}>{studioSettingsGroup.label}</span>
            <ChevronDown
              aria-hidden="true"
              className={cn("size-4 transition-transform", !groupOpen && "-rotate-90")}
            />
          </button>
          {groupOpen ? (
            <ul id="sidebar-user-settings" className="grid gap-1">
              {studioSettingsGroup.items.filter((item) => isOffered(item, granted)).map(link)}
            </ul>
          ) : null}
        </div>
      ) : null}
      {variant === "studio" ? (
        <div className="grid gap-1">
          <p
            id="sidebar-workspace-label"
            className={cn(
              "px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase",
              collapsed && "lg:sr-only",
            )}
          >
            {studioWorkspaceGroup.label}
          </p>
          <ul aria-labelledby="sidebar-workspace-label" className="grid gap-1">
            {studioWorkspaceGroup.items.filter((item) => isOffered(item, granted)).map(link)}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
