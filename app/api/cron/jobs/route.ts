import { env } from "@/lib/env";
import { drainQueues } from "@/lib/jobs/worker";
import { secretMatches } from "@/lib/security/secrets";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

/** Works the job queues for a bounded time; serverless hosts call it on a schedule (vercel.json). */
export async function GET(request: Request) {
  const header = request.headers.get("authorization");
  const presented = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : null;
  if (!secretMatches(presented, env().CRON_SECRET)) {
    return Response.json(
      { success: false, error: "unauthorized" },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  }
  const report = await drainQueues(45_000);
  return Response.json({ success: true, ...report }, { headers: { "Cache-Control": "no-store" } });
}
