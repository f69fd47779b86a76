"use client";

import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLeadsActions } from "./server-actions-context";
import { useActionSubmit } from "./use-action-submit";

export function LoadSampleDataButton() {
  const { loadSampleData } = useLeadsActions();
  const { submit, pending } = useActionSubmit(loadSampleData, {
    success: (result) => `Loaded ${result.data?.count ?? 50} sample leads`,
    failure: "Unable to load sample data. Please try again.",
  });
  return (
    <Button type="button" variant="outline" loading={pending} onClick={() => submit({})}>
      <Sparkles aria-hidden="true" />
      Load sample data
    </Button>
  );
}
