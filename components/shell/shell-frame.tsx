"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { Permission } from "@/lib/auth/permissions";
import { SidebarNav } from "./sidebar-nav";
import { UserAvatar } from "./user-avatar";

const DESKTOP = "(min-width: 1024px)";

type FooterUser = { name: string; email: string; avatarUrl: string | null };

function isDesktop() {
  return typeof window !== "undefined" && window.matchMedia(DESKTOP).matches;
}

function onWidthChange(callback: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener("change", callback);
  return () => query.removeEventListener("change", callback);
}

/** Whether the sidebar stands beside the page (1024 px and up) rather than being a drawer; the server assumes it does. */
function useDesktop() {
  return useSyncExternalStore(onWidthChange, isDesktop, () => true);
}

/**
 * Both signed-in shells: top bar, sidebar (wide or icons from 1024 px; a drawer with a backdrop below it,
 * closed again when a link is chosen) and the page. `actions` are the top bar's server-rendered figures.
 */
export function ShellFrame({
  variant,
  actions,
  footerUser,
  granted,
  children,
}: {
  variant: "workspace" | "studio";
  actions: ReactNode;
  granted: readonly Permission[];
  footerUser?: FooterUser;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const desktop = useDesktop();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // The drawer is about to leave the tab order: the focus in it goes back to the button that opened it.
      if (sidebar.current?.contains(document.activeElement)) toggleButton.current?.focus();
      setDrawerOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  function toggle() {
    if (!isDesktop()) return setDrawerOpen((value) => !value);
    setOpen((value) => !value);
  }

  const closeOnSmallScreens = useCallback(() => {
    if (!isDesktop()) setDrawerOpen(false);
  }, []);
  const collapsed = !open;

  return (
    <div className="min-h-dvh bg-page">
      <a
        href="#main-content"
        className="focus-ring sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-2 border-b border-border bg-white px-2 sm:gap-3 sm:px-4">
        <button
          ref={toggleButton}
          type="button"
          onClick={toggle}
          aria-controls="app-sidebar"
          aria-expanded={desktop ? open : drawerOpen}
          aria-label="Toggle navigation"
          className="focus-ring rounded-md p-2 text-slate-700 hover:bg-muted"
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <Link
          href="/dashboard"
          className="focus-ring rounded text-lg font-bold whitespace-nowrap text-indigo-700"
        >
          CRM Pro
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-3">{actions}</div>
      </header>

      {drawerOpen ? (
        <div
          aria-hidden="true"
          data-testid="sidebar-backdrop"
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          onClick={() => setDrawerOpen(false)}
        />
      ) : null}

      <aside
        ref={sidebar}
        id="app-sidebar"
        data-collapsed={collapsed}
        data-drawer-open={drawerOpen}
        // Out of the tab order the moment it closes: its visibility changes only once it has slid out, and a
        // Tab pressed meanwhile (a link chosen, then Tab) landed in it and lost the focus when it hid.
        inert={!desktop && !drawerOpen}
        className={cn(
          // A closed drawer is hidden as well as moved away, so its links are neither tab stops nor read out;
          // visibility is in the transition so the drawer stays visible while it slides out.
          "fixed top-16 bottom-0 left-0 z-30 flex w-64 flex-col border-r border-border bg-white transition-[transform,width,visibility] duration-200",
          drawerOpen ? "translate-x-0" : "-translate-x-full max-lg:invisible",
          "lg:translate-x-0",
          collapsed && "lg:w-16",
        )}
      >
        <div className="flex-1 overflow-y-auto p-3">
          <p className={cn("px-3 pb-3 text-sm font-bold text-indigo-700", collapsed && "lg:sr-only")}>
            CRM Pro
          </p>
          <SidebarNav
            variant={variant}
            collapsed={collapsed}
            onNavigate={closeOnSmallScreens}
            granted={granted}
          />
        </div>
        {footerUser ? (
          <div
            className={cn(
              "flex items-center gap-3 border-t border-border p-3",
              collapsed && "lg:justify-center",
            )}
          >
            <UserAvatar name={footerUser.name} avatarUrl={footerUser.avatarUrl} />
            <div className={cn("min-w-0", collapsed && "lg:sr-only")}>
              <p className="truncate text-sm font-medium">{footerUser.name}</p>
              <p className="truncate text-xs text-muted-foreground">{footerUser.email}</p>
            </div>
          </div>
        ) : null}
      </aside>

      <main
        id="main-content"
        tabIndex={-1}
        className={cn(
          "pt-16 outline-none transition-[padding] duration-200",
          collapsed ? "lg:pl-16" : "lg:pl-64",
        )}
      >
        {children}
      </main>
    </div>
  );
}
