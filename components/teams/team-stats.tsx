import { Mail, ShieldCheck, Users } from "lucide-react";
import { Card } from "@/components/ui/card";

/** The three figures above the members table. */
export function TeamStats({
  members,
  admins,
  pendingInvites,
}: {
  members: number;
  admins: number;
  pendingInvites: number;
}) {
  const stats = [
    { label: "Team Members", value: members, icon: Users },
    { label: "Admins", value: admins, icon: ShieldCheck },
    { label: "Pending Invites", value: pendingInvites, icon: Mail },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {stats.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="flex items-center gap-4 p-4">
          <Icon aria-hidden="true" className="size-8 text-indigo-700" />
          <dl>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </dl>
        </Card>
      ))}
    </div>
  );
}
