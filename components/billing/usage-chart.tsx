"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Credits used per day over the current period, from the ledger. */
export function UsageChart({ days }: { days: { day: string; used: number }[] }) {
  const total = days.reduce((sum, d) => sum + d.used, 0);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm text-muted-foreground">
        {total.toLocaleString("en-US")} credits used over {days.length} days
      </figcaption>
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} width={48} />
            <Tooltip formatter={(v) => [`${Number(v).toLocaleString("en-US")} credits`, "Used"]} />
            <Bar dataKey="used" fill="#4f46e5" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Credits used per day</caption>
        <tbody>
          {days
            .filter((d) => d.used > 0)
            .map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.used}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
