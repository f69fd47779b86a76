import { notFound, redirect } from "next/navigation";
import { getSessionContext } from "@/lib/auth/session";
import { HOME_FOR_UNKNOWN_PATHS } from "@/lib/auth/routes";

type Params = Promise<{ catchAll: string[] }>;

/**
 * Spec part 1 section 2: any other path goes to /ai-recommendation when signed in and to /signin
 * otherwise. Only paths no route claims reach this page; API and file-like paths stay a 404.
 */
export default async function CatchAllPage({ params }: { params: Params }) {
  const { catchAll } = await params;
  const first = catchAll[0] ?? "";
  const last = catchAll.at(-1) ?? "";
  if (first === "api" || first === "_next" || /\.[a-z0-9]+$/i.test(last)) notFound();
  redirect((await getSessionContext()) ? HOME_FOR_UNKNOWN_PATHS : "/signin");
}
