export const cooperatingSitesPath = "/cooperating_sites";

export function cooperatingSitePath(siteId: number): string {
  return `${cooperatingSitesPath}/${siteId}`;
}
