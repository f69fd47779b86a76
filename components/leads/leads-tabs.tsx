"use client";

import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Spinner } from "@/components/ui/spinner";
import { UrlTabs, type TabItem } from "@/components/ui/tabs";
import type { leadsTabs } from "@/lib/leads/validations";

type LeadsTab = (typeof leadsTabs)[number];

const tabs: TabItem<LeadsTab>[] = [
  { value: "all", label: "All Leads" },
  { value: "source", label: "By Source" },
  { value: "project", label: "By Project" },
  { value: "file", label: "By File" },
];

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

  function select(next: LeadsTab) {
    startTransition(() =>
      router.push(next === "all" ? basePath : `${basePath}?tab=${next}`, { scroll: false }),
    );
  }

  return (
    <UrlTabs
      label="Lead views"
      tabs={tabs}
      value={value}
      onSelect={select}
      aside={pending ? <Spinner label="Loading tab" /> : null}
    >
      {children}
    </UrlTabs>
  );
}
