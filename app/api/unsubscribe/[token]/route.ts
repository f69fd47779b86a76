import { unsubscribeByToken } from "@/lib/campaigns/unsubscribe";
import { unsubscribePath } from "@/lib/campaigns/unsubscribe-token";
import { postedFromUnsubscribePage } from "@/lib/email/one-click-unsubscribe";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/**
 * POST /api/unsubscribe/{token}: RFC 8058 one-click unsubscribe (a mail client posts
 * `List-Unsubscribe=One-Click`) and the unsubscribe page's button; no session, the signed token names
 * the delivery. The page's form is sent back to the page (303) with the outcome.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ token: string }> },
): Promise<Response> {
  const { token } = await params;
  const page = await postedFromUnsubscribePage(request);
  const done = await unsubscribeByToken(token);
  if (page) {
    const target = new URL(`${unsubscribePath}/${encodeURIComponent(token)}`, env().APP_URL);
    target.searchParams.set(done ? "done" : "invalid", "1");
    return Response.redirect(target, 303);
  }
  return Response.json(
    done ? { unsubscribed: true } : { unsubscribed: false, error: "This unsubscribe link is not valid." },
    {
      status: done ? 200 : 404,
      headers: { "Cache-Control": "no-store" },
    },
  );
}
