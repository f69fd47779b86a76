/** A timestamp in GMT+8 as ISO 8601 with its offset (the spec's lastLoginAtGmt8 / previousLoginAtGmt8). */
export function toGmt8(date: Date | null): string | null {
  if (!date) return null;
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
