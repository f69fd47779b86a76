import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { BusinessProfileValues } from "@/lib/business-profile/validations";

type Props = {
  profile: BusinessProfileValues | null;
  errorsFor: (name: string) => string[] | undefined;
  disabled: boolean;
};

type FieldSpec = {
  name: keyof BusinessProfileValues;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
};

const sections: { title: string; description: string; fields: FieldSpec[] }[] = [
  {
    title: "Company Information",
    description: "Your company as leads should know it.",
    fields: [
      { name: "name", label: "Company Name", required: true, autoComplete: "organization" },
      { name: "industry", label: "Industry", required: true, placeholder: "e.g. Dental clinics" },
      {
        name: "website",
        label: "Website",
        type: "url",
        autoComplete: "url",
        placeholder: "https://example.com",
      },
      { name: "description", label: "Description", multiline: true },
    ],
  },
  {
    title: "Contact Information",
    description: "How leads reach you.",
    fields: [
      { name: "contactEmail", label: "Email", type: "email", required: true, autoComplete: "email" },
      { name: "contactPhone", label: "Phone", type: "tel", autoComplete: "tel" },
    ],
  },
  {
    title: "Address",
    description: "Where your business is.",
    fields: [
      { name: "street", label: "Street", autoComplete: "street-address" },
      { name: "city", label: "City", autoComplete: "address-level2" },
      { name: "state", label: "State", autoComplete: "address-level1" },
      { name: "zipCode", label: "ZIP Code", autoComplete: "postal-code" },
      { name: "country", label: "Country", autoComplete: "country-name" },
    ],
  },
  {
    title: "Social Media",
    description: "Links shown under your signature.",
    fields: [
      {
        name: "linkedin",
        label: "LinkedIn",
        type: "url",
        placeholder: "https://www.linkedin.com/company/...",
      },
      { name: "twitter", label: "Twitter", type: "url", placeholder: "https://twitter.com/..." },
      { name: "facebook", label: "Facebook", type: "url", placeholder: "https://www.facebook.com/..." },
    ],
  },
];

/** The four forms of the business profile; one <form> around them saves all at once. */
export function ProfileFields({ profile, errorsFor, disabled }: Props) {
  return sections.map((section) => (
    <Card key={section.title}>
      <CardHeader>
        <CardTitle as="h2">{section.title}</CardTitle>
        <CardDescription>{section.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {section.fields.map((field) => {
          const id = `business-${field.name}`;
          const value = profile?.[field.name];
          const defaultValue = typeof value === "string" ? value : "";
          return (
            <Field
              key={field.name}
              label={field.label}
              htmlFor={id}
              errors={errorsFor(field.name)}
              required={field.required}
              className={field.multiline ? "sm:col-span-2" : undefined}
            >
              {field.multiline ? (
                <Textarea
                  name={field.name}
                  defaultValue={defaultValue}
                  disabled={disabled}
                  maxLength={2000}
                />
              ) : (
                <Input
                  name={field.name}
                  type={field.type ?? "text"}
                  defaultValue={defaultValue}
                  disabled={disabled}
                  autoComplete={field.autoComplete}
                  placeholder={field.placeholder}
                />
              )}
            </Field>
          );
        })}
      </CardContent>
    </Card>
  ));
}
