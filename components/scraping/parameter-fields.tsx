"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { SiteCsvColumn } from "./site-csv-column";
import type { PlatformDefinition } from "@/lib/scraping/platforms";

type Props = {
  platform: PlatformDefinition;
  values: Record<string, string>;
  image: File | null;
  errors: Record<string, string[]>;
  onChange: (name: string, value: string) => void;
  onImage: (file: File | null) => void;
};

/** The platform's parameters from the registry: url, url list (typed or a CSV column), text, number, select and file inputs. */
export function ParameterFields({ platform, values, image, errors, onChange, onImage }: Props) {
  return (
    <div className="space-y-4">
      {platform.parameters.map((p) => {
        const id = `param-${p.name}`;
        const hint =
          p.type === "file" && image ? `${p.description ?? ""} Selected: ${image.name}` : p.description;
        const field = (
          <Field
            key={p.name}
            label={p.label}
            htmlFor={id}
            required={p.required}
            errors={errors[p.name]}
            hint={hint}
          >
            {p.type === "file" ? (
              <Input
                type="file"
                accept={p.accept ?? "image/*"}
                onChange={(e) => onImage(e.currentTarget.files?.[0] ?? null)}
              />
            ) : p.type === "urls" ? (
              <Textarea
                rows={4}
                inputMode="url"
                placeholder={p.placeholder}
                value={values[p.name] ?? ""}
                onChange={(e) => onChange(p.name, e.currentTarget.value)}
              />
            ) : p.type === "select" ? (
              <Select value={values[p.name] ?? ""} onChange={(e) => onChange(p.name, e.currentTarget.value)}>
                <option value="">Choose…</option>
                {p.options?.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </Select>
            ) : (
              <Input
                type={p.type === "number" ? "number" : p.type === "url" ? "url" : "text"}
                inputMode={p.type === "url" ? "url" : undefined}
                placeholder={p.placeholder}
                value={values[p.name] ?? ""}
                onChange={(e) => onChange(p.name, e.currentTarget.value)}
              />
            )}
          </Field>
        );
        if (p.type !== "urls") return field;
        return (
          <div key={p.name} className="space-y-3">
            {field}
            <SiteCsvColumn onUrls={(lines) => onChange(p.name, lines)} />
          </div>
        );
      })}
    </div>
  );
}
