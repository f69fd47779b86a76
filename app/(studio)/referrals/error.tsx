"use client";

import { RouteError } from "@/components/shell/route-error";

export default function ReferralsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="Failed to load referral data" />;
}
