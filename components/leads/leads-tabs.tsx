"use client";

import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { leadsTabs } from "@/lib/leads/validations";

type LeadsTab = (typeof leadsTabs)[number];

const tabLabels: Record<LeadsTab, string> = {
  all: "All Leads",
  source: "By Source",
  project: "By Project",
  file: "By File",
};

/**
 * The four tabs. Each tab's content is rendered on the server for the URL's tab; switching tab
 * navigates to a URL holding only the new tab, which resets every pagination (spec section 2.3).
 */
export function LeadsTabs({
  value,
  basePath,
  children,
}: {
  value: LeadsTab;
  basePath: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    startTransition(() =>
      router.push(next === "all" ? basePath : `${basePath}?tab=${next}`, { scroll: false }),
    );
  }

  return (
    <Tabs value={value} onValueChange={change} activationMode="manual">
      <div className="flex items-center gap-3">
        <TabsList aria-label="Lead views" className="flex-1">
          {(Object.keys(tabLabels) as LeadsTab[]).map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tabLabels[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {pending ? <Spinner label="Loading tab" /> : null}
      </div>
      <TabsContent value={value} tabIndex={-1} className="grid min-w-0 grid-cols-1 gap-4">
        {children}
      </TabsContent>
    </Tabs>
  );
}
