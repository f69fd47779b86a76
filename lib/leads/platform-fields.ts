import type { LeadPlatform } from "./constants";
import type { LeadRow } from "./types";
import type { LeadEdit } from "./validations";

/** The common columns a platform's fields fill; everything else goes to `data` under its spec name. */
export type LeadColumns = {
  name?: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  headline?: string | null;
  location?: string | null;
  address?: string | null;
  url?: string | null;
  notes?: string | null;
  tags?: string[];
  status: string;
  /** Platform fields the edit form still carries; contact fields never go here. */
  data: Record<string, unknown>;
};

/** Splits a validated edit into columns and platform data (spec part 2 section 3 names). */
export function leadColumnsFromEdit(edit: LeadEdit): LeadColumns {
  switch (edit.platform) {
    case "linkedin": {
      const { platform: _p, name, profile_url, location, headline, status, ...data } = edit;
      return { name, url: profile_url, location, headline, status, data };
    }
    case "maps": {
      const { platform: _p, name, maps_link, address, phone_no, status, ...data } = edit;
      return { name, url: maps_link, address, phone: phone_no, status, data };
    }
    case "instagram": {
      const { platform: _p, ig_url, status, ...data } = edit;
      return { name: data.full_name || data.username, url: ig_url, status, data };
    }
    case "web":
    case "ocr":
      return { status: edit.status, data: { jsonOutput: edit.jsonOutput } };
    case "crm": {
      const { platform: _p, name, company, email, phone, status, notes, tags, ...data } = edit;
      return { name, company, email, phone, status, notes, tags, data };
    }
  }
}

const str = (v: unknown): string => (v === null || v === undefined ? "" : String(v));
const bool = (v: unknown): boolean => v === true || v === "true";

/** The values an Edit Lead dialog starts from, as form strings/booleans keyed by spec field name. */
export function leadEditValues(lead: LeadRow): Record<string, string | boolean> & { platform: LeadPlatform } {
  const d = lead.data;
  const status = lead.status;
  switch (lead.platform) {
    case "linkedin":
      return {
        platform: "linkedin",
        name: lead.name,
        profile_url: str(lead.url),
        profile_pic_url: str(d.profile_pic_url),
        keywatch_match: str(d.keywatch_match),
        network_distance: str(d.network_distance),
        location: str(lead.location),
        headline: str(lead.headline),
        shared_connection_count: str(d.shared_connection_count ?? 0),
        verified: bool(d.verified),
        followers_count: str(d.followers_count ?? 0),
        premium: bool(d.premium),
        status,
        public_identifier: str(d.public_identifier),
        type: str(d.type),
      };
    case "maps": {
      const days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [
        `openhr_${day}`,
        str(d[`openhr_${day}`]),
      ]);
      return {
        platform: "maps",
        name: lead.name,
        maps_link: str(lead.url),
        category: str(d.category),
        address: str(lead.address),
        phone_no: str(lead.phone),
        rating: str(d.rating),
        website_link: str(d.website_link),
        review_count: str(d.review_count),
        ...Object.fromEntries(days),
        status,
      };
    }
    case "instagram":
      return {
        platform: "instagram",
        full_name: str(d.full_name),
        username: str(d.username),
        ig_url: str(lead.url),
        pic_url: str(d.pic_url),
        is_private: bool(d.is_private),
        status,
      };
    case "web":
    case "ocr":
      return { platform: lead.platform, jsonOutput: JSON.stringify(d.jsonOutput ?? {}, null, 2), status };
    case "crm":
      return {
        platform: "crm",
        name: lead.name,
        company: str(lead.company),
        email: str(lead.email),
        phone: str(lead.phone),
        source: str(d.source),
        status,
        notes: str(lead.notes ?? d.notes),
        tags: (lead.tags.length ? lead.tags : Array.isArray(d.tags) ? d.tags.map(str) : []).join(", "),
      };
  }
}
