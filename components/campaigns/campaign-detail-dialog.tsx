"use client";

import { useRef, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * The campaign detail dialog: open while the URL names a campaign; closing goes back to the cards. It opens
 * with the focus on its title, not on its first control (Pause or Cancel campaign), so a key pressed on
 * arrival changes nothing and a screen reader starts at the campaign's name.
 */
export function CampaignDetailDialog({
  title,
  description,
  closeHref,
  children,
}: {
  title: string;
  description: string;
  closeHref: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [closing, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog
      open={!closing}
      onOpenChange={(open) => {
        if (!open) startTransition(() => router.push(closeHref, { scroll: false }));
      }}
    >
      <DialogContent
        size="xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          heading.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle ref={heading} tabIndex={-1} className="outline-none">
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
