"use client";

import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** The campaign detail dialog: open while the URL names a campaign; closing goes back to the cards. */
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
  return (
    <Dialog
      open={!closing}
      onOpenChange={(open) => {
        if (!open) startTransition(() => router.push(closeHref, { scroll: false }));
      }}
    >
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
