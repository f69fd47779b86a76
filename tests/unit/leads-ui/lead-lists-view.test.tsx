import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leadsSearchParamsSchema } from "@/lib/leads/validations";

const getLeadLists = vi.fn();
vi.mock("@/lib/lists/queries", () => ({ getLeadLists: (...args: unknown[]) => getLeadLists(...args) }));
// Unit files share their worker's modules: evaluate the view afresh so it imports the mock.
vi.resetModules();
const { LeadListsView } = await import("@/components/leads/lists/lead-lists-view");

const props = {
  workspaceId: "00000000-0000-4000-8000-000000000001",
  params: leadsSearchParamsSchema.parse({ tab: "file" }),
  basePath: "/leads",
  query: "tab=file",
};

describe("LeadListsView (By File)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "Failed to load lead lists" in the tab when the lists cannot be read', async () => {
    getLeadLists.mockRejectedValueOnce(new Error("connection terminated"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToStaticMarkup(await LeadListsView(props));
    expect(html).toContain('role="alert"');
    expect(html).toContain("Failed to load lead lists");
    expect(logged).toHaveBeenCalled();
  });
});
