"use client";

import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { buildHref } from "../leads-href";

export type ListDetailDialogProps = {
  title: string;
  description: string;
  basePath: string;
  /** The page's query including the modal's keys; closing removes those. */
  query: string;
  children: ReactNode;
};

/** The list-detail modal. It is open while the URL names a list; closing navigates back to the table. */
export function ListDetailDialog({ title, description, basePath, query, children }: ListDetailDialogProps) {
  const router = useRouter();
  const [closing, startTransition] = useTransition();
  return (
    <Dialog
      open={!closing}
      onOpenChange={(open) => {
        if (!open)
          startTransition(() => router.push(buildHref(basePath, query, { list: null }), { scroll: false }));
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
