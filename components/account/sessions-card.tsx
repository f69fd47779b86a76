"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { callAction, type ObjectAction } from "./call-action";

export type SessionRow = {
  id: string;
  device: string;
  browser: string;
  location: string | null;
  ip: string | null;
  lastSeenAt: string;
  current: boolean;
};

const FAILED = "Could not end the session. Please try again.";

/** Spec part 3 section 2.12: active sessions with device, browser, location, IP and last seen; Terminate for the others. */
export function SessionsCard({
  sessions,
  terminate,
  signOutOthers,
  headingLevel,
}: {
  sessions: SessionRow[];
  terminate: ObjectAction<{ sessionId: string }>;
  signOutOthers: ObjectAction<Record<string, never>>;
  headingLevel: "h2" | "h3";
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const others = sessions.filter((s) => !s.current).length;

  function run(key: string, call: () => Promise<unknown>) {
    setBusy(key);
    startTransition(async () => {
      await call();
      setBusy(null);
      router.refresh();
    });
  }

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle as={headingLevel} id="sessions-title">
            Active sessions
          </CardTitle>
          <CardDescription>Where your account is signed in right now.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={others === 0}
          loading={busy === "others"}
          onClick={() => run("others", () => callAction(signOutOthers, {}, FAILED))}
        >
          Sign out other sessions
        </Button>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="sessions-title" className="grid gap-3">
          {sessions.map((s) => (
            <li
              key={s.id}
              data-testid="session-row"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span>
                    {s.device} · {s.browser}
                  </span>
                  {s.current ? <Badge tone="green">This device</Badge> : null}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-muted-foreground">
                  <dt>Location</dt>
                  <dd>{s.location ?? "Unknown"}</dd>
                  <dt>IP address</dt>
                  <dd className="break-all">{s.ip ?? "Unknown"}</dd>
                  <dt>Last seen</dt>
                  <dd>
                    <WorkspaceTime value={s.lastSeenAt} />
                  </dd>
                </dl>
              </div>
              {s.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  loading={busy === s.id}
                  aria-label={`Terminate the session on ${s.device}, ${s.browser}`}
                  onClick={() => run(s.id, () => callAction(terminate, { sessionId: s.id }, FAILED))}
                >
                  Terminate
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
