import "server-only";
import { z } from "zod";
import { providerPath } from "@/lib/providers/url";
import { SEARCH_STARTS } from "@/lib/scraping/start-limit";
import {
  callUnipile,
  pageBudget,
  scrapeAccount,
  type UnipileScrapeOptions,
} from "@/lib/scraping/unipile/call";
import { instagramUsernameSchema } from "@/lib/scraping/validations";
import { ProviderError, type ScrapedLead, type ScrapeProvider } from "./types";

/**
 * Instagram profiles through Unipile with the workspace's connected Instagram account: the username's
 * profile (`GET /api/v1/users/{username}`), then its followers (`GET /api/v1/users/followers`) in
 * cursor pages until the estimate. A private profile is saved with what is visible; its followers
 * cannot be listed, which ends the run without an error. The cursor is the run's checkpoint.
 */
const instagramInput = z.object({ username: instagramUsernameSchema });
type InstagramInput = z.infer<typeof instagramInput>;

const user = z
  .object({
    id: z.string().nullish(),
    provider_id: z.string().nullish(),
    public_identifier: z.string().nullish(),
    username: z.string().nullish(),
    full_name: z.string().nullish(),
    name: z.string().nullish(),
    display_name: z.string().nullish(),
    profile_picture_url: z.string().nullish(),
    profile_pic_url: z.string().nullish(),
    is_private: z.boolean().nullish(),
  })
  .loose();
type User = z.infer<typeof user>;
const followersPage = z.object({ items: z.array(z.unknown()), cursor: z.string().min(1).nullish() }).loose();

const PAGE = 100;

export function userToLead(u: User): ScrapedLead | null {
  const username = u.username ?? u.public_identifier;
  if (!username) return null;
  const fullName = u.full_name ?? u.name ?? u.display_name ?? null;
  const igUrl = `https://www.instagram.com/${encodeURIComponent(username)}/`;
  return {
    externalId: `ig:${username.toLowerCase()}`,
    name: (fullName || username).slice(0, 500),
    url: igUrl,
    data: {
      full_name: fullName,
      username,
      ig_url: igUrl,
      pic_url: u.profile_picture_url ?? u.profile_pic_url ?? null,
      is_private: u.is_private ?? false,
    },
  };
}

type Checkpoint = { userId: string; cursor: string | null; pages: number; done: boolean };

export function createInstagramProvider(options: UnipileScrapeOptions = {}): ScrapeProvider<InstagramInput> {
  return {
    platform: "instagram",
    leadPlatform: "instagram",
    startLimit: SEARCH_STARTS,
    input: instagramInput,
    async unavailableReason(params) {
      const account = await scrapeAccount("INSTAGRAM", params, options);
      return account.ok ? null : account.reason;
    },
    async run(input, context) {
      const account = await scrapeAccount("INSTAGRAM", context, options);
      if (!account.ok) throw new ProviderError(account.reason.code, account.reason.message);
      const call = <S extends z.ZodType>(path: string, query: Record<string, string>, schema: S) =>
        callUnipile(
          "Instagram",
          account.config,
          { method: "GET", path, query: { account_id: account.accountId, ...query }, schema },
          context.signal,
          options,
        );
      let state = await context.checkpoint.load<Checkpoint>();
      if (state?.done) return;
      let total = await context.save([]);
      if (!state) {
        let profile: User;
        try {
          profile = await call(providerPath`/api/v1/users/${input.username}`, {}, user);
        } catch (error) {
          if (error instanceof ProviderError && error.code === "bad_input")
            throw new ProviderError("bad_input", `Instagram has no account called @${input.username}`, {
              cause: error,
            });
          throw error;
        }
        const lead = userToLead({
          ...profile,
          username: profile.username ?? profile.public_identifier ?? input.username,
        });
        if (lead) total = await context.save([lead]);
        state = {
          userId: profile.provider_id ?? profile.id ?? input.username,
          cursor: null,
          pages: 0,
          done: false,
        };
        await context.checkpoint.save(state);
      }
      await context.progress({ unitsDone: state.pages, unitLabel: "follower pages", found: total });
      const maxPages = pageBudget(context.limit, PAGE);
      while (total < context.limit && state.pages < maxPages) {
        let page: z.infer<typeof followersPage>;
        try {
          page = await call(
            "/api/v1/users/followers",
            {
              user_id: state.userId,
              limit: String(Math.min(PAGE, context.limit - total)),
              ...(state.cursor ? { cursor: state.cursor } : {}),
            },
            followersPage,
          );
        } catch (error) {
          // A private profile's followers are not visible: the profile itself is what there is.
          if (error instanceof ProviderError && error.code === "blocked" && state.pages === 0 && total > 0)
            break;
          throw error;
        }
        const leads = page.items.flatMap((raw) => {
          const parsed = user.safeParse(raw);
          const lead = parsed.success ? userToLead(parsed.data) : null;
          return lead ? [lead] : [];
        });
        if (leads.length) total = await context.save(leads);
        state = {
          ...state,
          cursor: page.cursor ?? null,
          pages: state.pages + 1,
          done: !page.cursor || page.items.length === 0,
        };
        await context.checkpoint.save(state);
        await context.progress({ unitsDone: state.pages, unitLabel: "follower pages", found: total });
        if (state.done) break;
      }
    },
  };
}

export const instagramProvider = createInstagramProvider();
