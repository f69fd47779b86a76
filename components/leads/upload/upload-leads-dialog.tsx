"use client";

import { useState } from "react";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { UploadLeadsFlow } from "./upload-leads-flow";

export function UploadLeadsDialog() {
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Upload Leads
        </Button>
      </DialogTrigger>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Upload Leads</DialogTitle>
          <DialogDescription>
            A CSV file with a header row, from any tool: Apollo, HubSpot, Salesforce, Google Contacts,
            LinkedIn exports and more. You choose what each column becomes. Up to 50 MB.
          </DialogDescription>
        </DialogHeader>
        {open ? <UploadLeadsFlow onClose={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
