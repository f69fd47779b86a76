"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { HomeLink } from "./home-link";
import { cn } from "@/lib/utils";

const HIDE_AFTER_PX = 100;

/** Brand, Sign In and a mobile menu; slides away when scrolling down past 100 px, back when scrolling up. */
export function AuthNavBar() {
  const [hidden, setHidden] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    function onScroll() {
      const y = window.scrollY;
      setHidden(y > HIDE_AFTER_PX && y > lastY.current);
      lastY.current = y;
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      data-hidden={hidden && !menuOpen}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b border-border bg-white/95 backdrop-blur transition-transform duration-200",
        hidden && !menuOpen && "-translate-y-full",
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <HomeLink className="focus-ring rounded text-lg font-bold text-indigo-700">CRM Pro</HomeLink>
        <div className="hidden items-center gap-3 sm:flex">
          <Link href="/signup" className={buttonVariants({ variant: "ghost" })}>
            Create account
          </Link>
          <Link href="/signin" className={buttonVariants({})}>
            Sign In
          </Link>
        </div>
        <button
          type="button"
          className="focus-ring rounded-md p-2 sm:hidden"
          aria-expanded={menuOpen}
          aria-controls="auth-mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </button>
      </nav>
      {menuOpen ? (
        <div id="auth-mobile-menu" className="grid gap-2 border-t border-border px-4 py-3 sm:hidden">
          <HomeLink
            className={buttonVariants({ variant: "ghost", className: "justify-start" })}
            onClick={() => setMenuOpen(false)}
          >
            Home
          </HomeLink>
          <Link
            href="/signup"
            className={buttonVariants({ variant: "ghost", className: "justify-start" })}
            onClick={() => setMenuOpen(false)}
          >
            Create account
          </Link>
          <Link href="/signin" className={buttonVariants({})} onClick={() => setMenuOpen(false)}>
            Sign In
          </Link>
        </div>
      ) : null}
    </header>
  );
}
