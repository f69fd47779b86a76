/**
 * The mapping step over HTTP: saved mappings offered for the same header set (and only in their workspace),
 * other delimiters and languages, refusals that store nothing, and the export round trip: a CSV export
 * re-imported through the guessed mapping into another workspace gives the same leads.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as saveMappingRoute } from "@/app/api/leads/import-mappings/route";
import { POST as preview } from "@/app/api/leads/upload/preview/route";
import { POST as upload } from "@/app/api/leads/upload/route";
import { getDb } from "@/db";
import { leads } from "@/db/schema";
import { exportLeads } from "@/lib/export/export-leads";
import { exportParamsSchema } from "@/lib/export/validations";
import type { ImportPreview } from "@/lib/leads/import/mapping/preview";
import { getLeads } from "@/lib/leads/queries";
import type { ImportMapping } from "@/lib/leads/import/mapping/validations";
import { call, signIn } from "../route-support";
import { createTenant, readText, snapshot, type Tenant } from "../support";
import { checkerRows } from "./checker-rows";
import { encode } from "../../../support/code-page";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () => (globalThis as { __leadsTestSession?: unknown }).__leadsTestSession ?? null,
}));

function form(
  csv: string | Uint8Array<ArrayBuffer>,
  fields: Record<string, string> = {},
  name = "leads.csv",
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  data.set("file", new File([csv], name, { type: "text/csv" }));
  return data;
}

async function previewOf(csv: string | Uint8Array<ArrayBuffer>): Promise<ImportPreview> {
  const response = await call(preview, {
    path: "/api/leads/upload/preview",
    method: "POST",
    body: form(csv),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ImportPreview }).data;
}

async function uploadMapped(csv: string | Uint8Array<ArrayBuffer>, mapping: ImportMapping, name?: string) {
  const response = await call(upload, {
    path: "/api/leads/upload",
    method: "POST",
    body: form(csv, { mapping: JSON.stringify(mapping) }, name),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let tenant: Tenant;
beforeEach(async () => {
  tenant = await createTenant("member");
  signIn(tenant, "member");
});

const apollo = [
  "First Name,Last Name,Title,Company,Email,Email Status,Seniority,Work Direct Phone,Mobile Phone,Person Linkedin Url,Website,Twitter Url,City,State,Country,Apollo Contact Id",
  'Maya,Okafor,VP of Sales,"Brightline, Inc.",maya@brightline.example.com,Verified,VP,+1 212-555-0134,(646) 555-0188,http://www.linkedin.com/in/maya-example,http://www.brightline.example.com,http://twitter.com/maya_example,New York,New York,United States,64f0a01',
  "Tomás,Reyes,Head of Growth,Larkspur Labs,,Unavailable,Head,(415) 555-0142,,,larkspur.test,,San Francisco,California,United States,64f0a02",
].join("\r\n");

describe("saved mappings", () => {
  it("are offered for the same header set in the same workspace only", async () => {
    const first = await previewOf(apollo);
    expect(first.saved).toEqual([]);
    const corrected = first.mapping.map((m) =>
      m.header === "Apollo Contact Id" ? { ...m, target: "drop" as const } : m,
    );
    const saved = await call(saveMappingRoute, {
      path: "/api/leads/import-mappings",
      method: "POST",
      json: { name: "Apollo people", mapping: corrected },
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ message: 'Mapping "Apollo people" saved' });

    const again = await previewOf(apollo.replace("Maya", "Mia"));
    expect(again.saved.map((s) => s.name)).toEqual(["Apollo people"]);
    expect(again.mapping).toEqual(corrected);
    expect(again.guessed).toEqual(first.mapping);

    expect((await previewOf("name,company\r\nAda,Engines\r\n")).saved).toEqual([]);
    const other = await createTenant("member");
    signIn(other, "member");
    expect((await previewOf(apollo)).saved).toEqual([]);
  });

  it("refuses an invalid mapping with its message and saves nothing", async () => {
    const response = await call(saveMappingRoute, {
      path: "/api/leads/import-mappings",
      method: "POST",
      json: { name: " ", mapping: [{ header: "Email", target: "emails" }] },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Enter a name for the mapping");
  });
});

describe("mapped upload", () => {
  it("imports an Apollo export through its guess and reports custom and dropped columns", async () => {
    const { mapping, rows, codePage } = await previewOf(apollo);
    expect(codePage).toBeNull(); // "Tomás" is UTF-8: nothing to choose
    expect(rows[0]?.values).toMatchObject({
      Name: "Maya Okafor",
      Company: "Brightline, Inc.",
      Seniority: "VP",
    });
    const dropped = mapping.map((m) =>
      m.header === "Apollo Contact Id" ? { ...m, target: "drop" as const } : m,
    );
    const result = await uploadMapped(apollo, dropped);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      message: "Successfully uploaded 2 leads",
      data: {
        imported: 2,
        columns: { custom: ["Email Status", "Seniority"], dropped: ["Apollo Contact Id"] },
      },
    });
    const [maya, tomas] = await checkerRows(tenant.workspaceId);
    expect(maya).toMatchObject({
      fullName: "Maya Okafor",
      title: "VP of Sales",
      phones: ["+12125550134", "+16465550188"],
      linkedinUrl: "http://www.linkedin.com/in/maya-example",
      otherSocials: ["http://twitter.com/maya_example"],
      custom: { "Email Status": "Verified", Seniority: "VP" },
    });
    expect(tomas).toMatchObject({ emails: [], phones: ["+14155550142"], website: "https://larkspur.test/" });
    // The mapped city, state and country are the lead's Location in the table and its filter.
    const inSanFrancisco = await getLeads({ workspaceId: tenant.workspaceId, location: "san francisco" });
    expect(inSanFrancisco.rows.map((r) => [r.name, r.location, r.address])).toEqual([
      ["Tomás Reyes", "San Francisco, California, United States", null],
    ]);
  });

  it("shows a mapped street address on one line in the table's Address", async () => {
    const csv =
      "Name,Company,Street,Zip,City,Country\nJana Schmidt,Müller GmbH,Hauptstraße 5,10115,Berlin,Germany\n";
    const { mapping } = await previewOf(csv);
    expect((await uploadMapped(csv, mapping)).status).toBe(200);
    const { rows } = await getLeads({ workspaceId: tenant.workspaceId, location: "berlin" });
    expect(rows.map((r) => [r.location, r.address])).toEqual([
      ["Berlin, Germany", "Hauptstraße 5, 10115 Berlin, Germany"],
    ]);
  });

  it.each([
    [
      "semicolons with a byte order mark",
      "\uFEFFVorname;Nachname;Firma;E-Mail;Telefon;Land\r\nJana;Schmidt;Müller GmbH;jana@mueller.example.de;030 1234567;Deutschland\r\n",
    ],
    [
      "pipes",
      "Vorname|Nachname|Firma|E-Mail|Telefon|Land\nJana|Schmidt|Müller GmbH|jana@mueller.example.de|030 1234567|Deutschland\n",
    ],
    [
      "tabs and quotes",
      'Vorname\tNachname\tFirma\tE-Mail\tTelefon\tLand\n"Jana"\t"Schmidt"\t"Müller GmbH"\tjana@mueller.example.de\t"030 1234567"\tDeutschland\n',
    ],
  ])("reads %s", async (_label, csv) => {
    const { mapping } = await previewOf(csv);
    expect(mapping.map((m) => m.target)).toEqual([
      "firstName",
      "lastName",
      "company",
      "emails",
      "phones",
      "country",
    ]);
    expect((await uploadMapped(csv, mapping)).status).toBe(200);
    expect(await checkerRows(tenant.workspaceId)).toMatchObject([
      {
        fullName: "Jana Schmidt",
        company: "Müller GmbH",
        emails: ["jana@mueller.example.de"],
        phones: ["+49301234567"],
      },
    ]);
  });

  it.each([
    [
      "Swedish",
      "Förnamn;Efternamn;Företag;E-post;Telefon;Land\nAnna;Svensson;Exempel AB;anna@exempel.example;08-123 456 78;Sverige\n",
      { firstName: "Anna", lastName: "Svensson", company: "Exempel AB", phones: ["+46812345678"] },
    ],
    [
      "Japanese",
      "姓,名,会社名,メールアドレス,電話番号,国\n山田,太郎,例株式会社,taro@example.jp,03-1234-5678,日本\n",
      { firstName: "太郎", lastName: "山田", company: "例株式会社", phones: ["+81312345678"] },
    ],
    [
      "Russian",
      "Имя;Фамилия;Компания;Электронная почта;Телефон;Страна\nИван;Иванов;Пример;ivan@primer.example;8 (495) 123-45-67;Россия\n",
      { firstName: "Иван", lastName: "Иванов", company: "Пример", phones: ["+74951234567"] },
    ],
  ])(
    "imports a %s export through the guessed mapping, its phone completed by the country",
    async (_l, csv, lead) => {
      const { mapping } = await previewOf(csv);
      expect(mapping.map((m) => m.target)).toEqual([
        expect.stringMatching(/^(first|last)Name$/),
        expect.stringMatching(/^(first|last)Name$/),
        "company",
        "emails",
        "phones",
        "country",
      ]);
      expect((await uploadMapped(csv, mapping)).status).toBe(200);
      const [stored] = await checkerRows(tenant.workspaceId);
      expect(stored).toMatchObject({ ...lead, emails: [csv.match(/[^;,\n]+@[^;,\n]+/)![0]], custom: {} });
    },
  );

  it("reads a Japanese Excel CSV in Shift_JIS, full-width cells included: the preview, the guess and the stored lead", async () => {
    const csv = encode(
      "氏名,会社名,役職,メールアドレス,電話番号,携帯電話,都道府県,国\r\n山田 太郎,例株式会社,部長,ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ,03-1234-5678,０９０－１２３４－５６７８,東京都,日本\r\n",
      "shift_jis",
    );
    const { mapping, rows, codePage } = await previewOf(csv);
    expect(mapping.map((m) => [m.header, m.target])).toEqual([
      ["氏名", "fullName"],
      ["会社名", "company"],
      ["役職", "title"],
      ["メールアドレス", "emails"],
      ["電話番号", "phones"],
      ["携帯電話", "phones"],
      ["都道府県", "region"],
      ["国", "country"],
    ]);
    expect(rows[0]?.values).toMatchObject({ Name: "山田 太郎", Company: "例株式会社" });
    expect(codePage).toBe("shift_jis");
    expect((await uploadMapped(csv, mapping, "連絡先.csv")).status).toBe(200);
    expect(await checkerRows(tenant.workspaceId)).toMatchObject([
      {
        fullName: "山田 太郎",
        company: "例株式会社",
        title: "部長",
        emails: ["taro@example.jp"],
        phones: ["+81312345678", "+819012345678"],
        region: "東京都",
        country: "日本",
      },
    ]);
  });

  it("reads a file in the code page the user chooses, in the preview and in the upload", async () => {
    const csv = encode("name,company\r\nИван Иванов,Пример ООО\r\n", "windows-1251");
    expect((await previewOf(csv)).codePage).toBe("windows-1251");
    const western = await call(preview, {
      path: "/api/leads/upload/preview",
      method: "POST",
      body: form(csv, { codePage: "windows-1252" }),
    });
    const misread = ((await western.json()) as { data: ImportPreview }).data;
    expect(misread.codePage).toBe("windows-1252");
    expect(misread.rows[0]?.values.Name).toBe("Èâàí Èâàíîâ");

    const refused = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      body: form(csv, { mapping: JSON.stringify(misread.mapping), codePage: "utf-7" }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Choose the file's encoding/);
    expect(await checkerRows(tenant.workspaceId)).toEqual([]);

    const uploaded = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      body: form(csv, { mapping: JSON.stringify(misread.mapping), codePage: "windows-1251" }),
    });
    expect(uploaded.status).toBe(200);
    expect(await checkerRows(tenant.workspaceId)).toMatchObject([
      { fullName: "Иван Иванов", company: "Пример ООО" },
    ]);
  });

  it("refuses a mapping for other columns, or without a name or company, and stores nothing", async () => {
    const before = await snapshot(tenant.workspaceId);
    const wrong = await uploadMapped("name,company\nAda,Engines\n", [{ header: "name", target: "fullName" }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      "The column mapping does not match this file's header. Choose the file again and map its columns.",
    );
    const nameless = await uploadMapped("name,company\nAda,Engines\n", [
      { header: "name", target: "custom" },
      { header: "company", target: "drop" },
    ]);
    expect(nameless.body.message).toBe('CSV must contain at least "name" and "company" columns');
    const bad = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      body: form("name,company\nAda,Engines\n", { mapping: '[{"header":"name","target":"password"}]' }),
    });
    expect(bad.status).toBe(400);
    expect(await snapshot(tenant.workspaceId)).toEqual(before);
  });
});

describe("headers the guess does not know", () => {
  // Tagalog headers: nothing in them says name, company, email or phone to the guess.
  const csv = "Pangalan;Kumpanya;Sulatroniko\nMaria Santos;Bayanihan Foods;maria@bayanihan.example\n";

  it("still offer the mapping step, with the spec's message instead of rows until a name or company is mapped", async () => {
    const first = await previewOf(csv);
    expect(first.mapping.map((m) => m.header)).toEqual(["Pangalan", "Kumpanya", "Sulatroniko"]);
    expect(first.samples).toEqual(["Maria Santos", "Bayanihan Foods", "maria@bayanihan.example"]);
    expect(first.problem).toBe('CSV must contain at least "name" and "company" columns');
    expect(first.rows).toEqual([]);

    const mapping: ImportMapping = [
      { header: "Pangalan", target: "fullName" },
      { header: "Kumpanya", target: "company" },
      { header: "Sulatroniko", target: "emails" },
    ];
    const corrected = await call(preview, {
      path: "/api/leads/upload/preview",
      method: "POST",
      body: form(csv, { mapping: JSON.stringify(mapping) }),
    });
    expect(corrected.status).toBe(200);
    const { data } = (await corrected.json()) as { data: ImportPreview };
    expect(data.problem).toBeNull();
    expect(data.rows).toEqual([
      {
        row: 2,
        skipped: null,
        values: expect.objectContaining({ Name: "Maria Santos", Company: "Bayanihan Foods" }) as unknown,
      },
    ]);
    const stored = await uploadMapped(csv, mapping);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ imported: 1 });
  });

  it("refuse a mapping made for another file in the preview too", async () => {
    const response = await call(preview, {
      path: "/api/leads/upload/preview",
      method: "POST",
      body: form(csv, { mapping: JSON.stringify([{ header: "name", target: "fullName" }]) }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "The column mapping does not match this file's header. Choose the file again and map its columns.",
    );
  });
});

describe("export round trip through the mapping", () => {
  it("re-imports an export into another workspace as the same leads", async () => {
    const { mapping } = await previewOf(apollo);
    await uploadMapped(apollo, mapping);
    const file = await exportLeads({
      timeZone: "UTC",
      workspaceId: tenant.workspaceId,
      params: exportParamsSchema.parse({ format: "csv" }),
    });
    const exported = await readText(file.body);

    const target = await createTenant("member");
    signIn(target, "member");
    const guess = await previewOf(exported);
    expect(guess.mapping.find((m) => m.header === "custom.seniority")?.target).toBe("custom");
    const result = await uploadMapped(exported, guess.mapping, "export.csv");
    expect(result.body).toMatchObject({ data: { imported: 2 } });
    const contact = async (workspaceId: string) => {
      const db = await getDb();
      const rows = await db
        .select()
        .from(leads)
        .where(eq(leads.workspaceId, workspaceId))
        .orderBy(leads.name);
      return rows.map((r) => ({
        name: r.name,
        company: r.company,
        email: r.email,
        phone: r.phone,
        firstName: r.firstName,
        lastName: r.lastName,
        title: r.title,
        emails: r.emails.map((e) => e.address),
        phones: r.phones.map(({ number, e164 }) => ({ number, e164 })),
        website: r.website,
        domain: r.domain,
        socials: r.socials.map(({ network, url }) => ({ network, url })),
        addressParts: r.addressParts,
        tags: r.tags,
        notes: r.notes,
        customFields: r.customFields,
      }));
    };
    expect(await contact(target.workspaceId)).toEqual(await contact(tenant.workspaceId));
  });
});
