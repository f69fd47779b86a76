"use client";

import type { ProjectJson } from "@/lib/projects/serialize";

export type ProjectView = ProjectJson;
export type ProjectForm = {
  name: string;
  description: string;
  industry: string;
  industryOther: string;
  pricingRange: string;
  targetAudience: string;
  notes: string;
};

type Answer =
  { ok: true; data: unknown } | { ok: false; message?: string; fieldErrors?: Record<string, string[]> };

/** The projects calls of spec part 2 section 7, same origin (the session cookie identifies the user). */
export async function callProjects(path: string, method: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(`/api/projects${path}`, {
      method,
      headers: body ? { "content-type": "application/json" } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json().catch(() => ({}))) as {
      data?: unknown;
      message?: string;
      fieldErrors?: Record<string, string[]>;
    };
    if (!response.ok) return { ok: false, message: json.message, fieldErrors: json.fieldErrors };
    return { ok: true, data: json.data };
  } catch {
    return { ok: false };
  }
}

export function formToBody(form: ProjectForm) {
  return {
    name: form.name,
    description: form.description,
    industry: form.industry,
    industryOther: form.industryOther,
    pricing_range: form.pricingRange,
    target_audience: form.targetAudience,
    notes: form.notes,
  };
}
