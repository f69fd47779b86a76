import { cn } from "@/lib/utils";
import { creditsFormat, usageTone } from "./format";

const fills = { green: "bg-green-600", yellow: "bg-yellow-500", red: "bg-red-600" } as const;

/** Credits used this period: the bar turns yellow above 60% used and red above 80%; a bonus shows as (+n). */
export function UsageBar({ used, total, planCredits }: { used: number; total: number; planCredits: number }) {
  const percent = total > 0 ? Math.min(100, (used / total) * 100) : 0;
  const tone = usageTone(percent);
  const bonus = Math.max(0, total - planCredits);
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">Credit usage</span>
        <span className="text-muted-foreground" data-testid="credit-usage">
          {creditsFormat.format(used)} of {creditsFormat.format(planCredits)}
          {bonus > 0 ? ` (+${creditsFormat.format(bonus)})` : ""} used
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Credits used this period"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${Math.round(percent)}% used`}
        data-tone={tone}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full", fills[tone])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
