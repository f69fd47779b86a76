"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { industries, OTHER_INDUSTRY, pricingRanges } from "@/lib/projects/industries";
import { projectMessages } from "@/lib/projects/validations";
import { toastError, toastSuccess } from "@/lib/toast";
import { callProjects, formToBody, type ProjectForm, type ProjectView } from "./api";

function initialForm(project?: ProjectView | null): ProjectForm {
  const listed = project ? (industries as readonly string[]).includes(project.industry) : true;
  return {
    name: project?.name ?? "",
    description: project?.description ?? "",
    industry: project ? (listed ? project.industry : OTHER_INDUSTRY) : "",
    industryOther: project && !listed ? project.industry : "",
    pricingRange: project?.pricing_range ?? "",
    targetAudience: project?.target_audience ?? "",
    notes: project?.notes ?? "",
  };
}

/** Spec part 2 section 5: name, description and industry required; Other needs its text; submit disabled until valid. */
export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  project?: ProjectView | null;
  onSaved(project: ProjectView): void;
}) {
  const [form, setForm] = useState<ProjectForm>(() => initialForm(project));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const [openedFor, setOpenedFor] = useState<string | null | undefined>(undefined);
  const key = open ? (project?.id ?? null) : undefined;
  if (key !== openedFor) {
    setOpenedFor(key);
    if (open) {
      setForm(initialForm(project));
      setErrors({});
    }
  }
  const editing = Boolean(project);
  const valid =
    form.name.trim() !== "" &&
    form.description.trim() !== "" &&
    form.industry !== "" &&
    (form.industry !== OTHER_INDUSTRY || form.industryOther.trim() !== "");
  const set = (field: keyof ProjectForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    const answer = await callProjects(
      editing ? `/${project!.id}` : "",
      editing ? "PUT" : "POST",
      formToBody(form),
    );
    setPending(false);
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {});
      toastError(editing ? projectMessages.updateFailed : projectMessages.createFailed);
      return;
    }
    toastSuccess(editing ? "Project updated" : "Project created");
    onSaved(answer.data as ProjectView);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Project" : "New Project"}</DialogTitle>
          <DialogDescription>The AI analysis runs again whenever you save.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field label="Project Name" htmlFor="project-name" required errors={errors.name}>
            <Input value={form.name} onChange={set("name")} maxLength={120} autoComplete="off" />
          </Field>
          <Field label="Description" htmlFor="project-description" required errors={errors.description}>
            <Textarea value={form.description} onChange={set("description")} maxLength={2000} rows={4} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Industry" htmlFor="project-industry" required errors={errors.industry}>
              <Select value={form.industry} onChange={set("industry")}>
                <option value="">Select an industry</option>
                {industries.map((industry) => (
                  <option key={industry} value={industry}>
                    {industry}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Pricing Range" htmlFor="project-pricing" errors={errors.pricingRange}>
              <Select value={form.pricingRange} onChange={set("pricingRange")}>
                <option value="">Not specified</option>
                {pricingRanges.map((range) => (
                  <option key={range} value={range}>
                    {range}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {form.industry === OTHER_INDUSTRY ? (
            <Field
              label="Your industry"
              htmlFor="project-industry-other"
              required
              errors={
                errors.industryOther ??
                (form.industryOther.trim() ? undefined : [projectMessages.otherIndustryRequired])
              }
            >
              <Input value={form.industryOther} onChange={set("industryOther")} maxLength={120} />
            </Field>
          ) : null}
          <Field label="Target Audience" htmlFor="project-audience" errors={errors.targetAudience}>
            <Input value={form.targetAudience} onChange={set("targetAudience")} maxLength={1000} />
          </Field>
          <Field label="Notes" htmlFor="project-notes" errors={errors.notes}>
            <Textarea value={form.notes} onChange={set("notes")} maxLength={4000} rows={3} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid} loading={pending}>
              {editing ? "Save Changes" : "Create Project"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
