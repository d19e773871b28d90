/** For tests: what the page pushed to `window.dataLayer`, and a fresh empty one. */
type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

export function dataLayerEntries(): Array<Record<string, unknown>> {
  return (window as DataLayerWindow).dataLayer ?? [];
}

export function resetDataLayer(): void {
  (window as DataLayerWindow).dataLayer = [];
}
