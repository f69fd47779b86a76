/** ARCHITECTURE, Deviations: the one referral rule. */
export const REFERRAL_REWARD_CREDITS = 500;
