import type { RunView } from "@/lib/scraping/run-view";
import type { PlatformDefinition } from "@/lib/scraping/platforms";

export type StartOutcome =
  | { ok: true; run: RunView }
  | { ok: false; message: string; code?: string; fieldErrors?: Record<string, string[]> };

export type ListTarget = { listId: string } | { listName: string; description: string };

async function answer(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** POST /api/scraping/{platform}: JSON, or multipart with the image for image-to-word. */
export async function startScrapeRequest(input: {
  platform: PlatformDefinition;
  parameters: Record<string, string>;
  estimate: number;
  image: File | null;
  target: ListTarget;
  projectId?: string | null;
}): Promise<StartOutcome> {
  const fields: Record<string, string> = {
    ...input.parameters,
    numberOfResults: String(input.estimate),
    ...("listId" in input.target
      ? { listId: input.target.listId }
      : { listName: input.target.listName, description: input.target.description }),
    ...(input.projectId ? { projectId: input.projectId } : {}),
  };
  let init: RequestInit;
  if (input.platform.id === "image-to-word") {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (input.image) form.append("image", input.image);
    init = { method: "POST", body: form };
  } else {
    init = { method: "POST", body: JSON.stringify(fields), headers: { "content-type": "application/json" } };
  }
  try {
    const response = await fetch(`/api/scraping/${input.platform.apiPath}`, init);
    const body = await answer(response);
    if (response.ok && body.run) return { ok: true, run: body.run as RunView };
    const message =
      typeof body.message === "string" ? body.message : `HTTP error! status: ${response.status}`;
    return {
      ok: false,
      message,
      code: typeof body.error === "string" ? body.error : undefined,
      fieldErrors: body.fieldErrors as Record<string, string[]> | undefined,
    };
  } catch {
    return { ok: false, message: "Failed to start scraping: the server could not be reached." };
  }
}

export async function fetchRun(runId: string): Promise<RunView | null> {
  const response = await fetch(`/api/scraping/runs/${runId}`, { cache: "no-store" });
  if (!response.ok) return null;
  return ((await answer(response)).run as RunView | undefined) ?? null;
}

export async function cancelRunRequest(runId: string): Promise<RunView | null> {
  const response = await fetch(`/api/scraping/runs/${runId}`, { method: "DELETE" });
  if (!response.ok) return null;
  return ((await answer(response)).run as RunView | undefined) ?? null;
}

export type RunResults = {
  total: number;
  truncated: boolean;
  columns: string[];
  data: Record<string, string>[];
};

export async function fetchResults(runId: string): Promise<RunResults | null> {
  const response = await fetch(`/api/scraping/runs/${runId}/results`, { cache: "no-store" });
  if (!response.ok) return null;
  const body = await answer(response);
  return {
    total: Number(body.total ?? 0),
    truncated: Boolean(body.truncated),
    columns: (body.columns as string[]) ?? [],
    data: (body.data as Record<string, string>[]) ?? [],
  };
}

export type LinkedinCheck = { ok: true; connected: boolean; message?: string } | { ok: false };

/** GET /api/integrations/check-linkedin/{userId}: asked before a LinkedIn scrape opens the list chooser. */
export async function checkLinkedinRequest(userId: string): Promise<LinkedinCheck> {
  try {
    const response = await fetch(`/api/integrations/check-linkedin/${encodeURIComponent(userId)}`, {
      cache: "no-store",
    });
    if (!response.ok) return { ok: false };
    const body = await answer(response);
    return {
      ok: true,
      connected: body.connected === true,
      message: typeof body.message === "string" ? body.message : undefined,
    };
  } catch {
    return { ok: false };
  }
}
