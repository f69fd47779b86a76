import { describe, expect, it } from "vitest";
import {
  type RecipientFields,
  renderBody,
  renderTemplate,
  unknownTemplateFields,
} from "@/lib/campaigns/template";

const recipient = (fields: Partial<RecipientFields>): RecipientFields => ({
  name: "",
  firstName: null,
  lastName: null,
  title: null,
  company: null,
  email: null,
  phone: null,
  headline: null,
  location: null,
  data: {},
  ...fields,
});

const greeting = "Hi {{firstName|there}} {{lastName}}";

describe("a recipient's name in a template", () => {
  it("uses the contact record's first and last name and job title", () => {
    const lead = recipient({
      name: "Dr. Anna Schmidt",
      firstName: "Anna",
      lastName: "Schmidt",
      title: "CEO",
    });
    expect(renderTemplate(`${greeting}, {{title}}`, lead)).toBe("Hi Anna Schmidt, CEO");
  });

  it("splits the lead's name when the contact record has no name parts", () => {
    expect(renderTemplate(greeting, recipient({ name: "Jürgen Müller", company: "Bäckerei Müller" }))).toBe(
      "Hi Jürgen Müller",
    );
  });

  it("greets a person by the first word of their name after any title, whatever the family name's words", () => {
    const hi = (name: string) => renderTemplate("Hi {{firstName}}.", recipient({ name }));
    expect(hi("Jan van der Berg")).toBe("Hi Jan.");
    expect(hi("Dr. Anna Schmidt")).toBe("Hi Anna.");
    expect(hi("Berg, Jan")).toBe("Hi Jan.");
    expect(renderTemplate("{{lastName}}", recipient({ name: "Priya Natarajan, PhD" }))).toBe("Natarajan");
  });

  it("greets a business by the fallback, not by the first word of its name", () => {
    const place = recipient({ name: "Bäckerei Müller GmbH", company: "Bäckerei Müller GmbH" });
    expect(renderTemplate(greeting, place)).toBe("Hi there ");
  });

  it("knows the job title as a field", () => {
    expect(unknownTemplateFields("{{title}} {{firstName}} {{lastName}} {{nickname}}")).toEqual(["nickname"]);
  });
});

describe("an email's body", () => {
  it("lets each paragraph take its direction from its own text, so Arabic reads right to left", () => {
    const { html } = renderBody(
      "مرحبا {{firstName}}،\n\nHi {{firstName}}, in English too.",
      recipient({ name: "محمد أحمد" }),
      "https://crm.example/unsubscribe/t",
    );
    const paragraphs = [...html.matchAll(/<p dir="auto"[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(paragraphs).toEqual(["مرحبا محمد،", "Hi محمد, in English too."]);
  });
});
