/** Full-page navigation (after signing in or out every component must start from the new session). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function replaceLocation(url: string): void {
  window.location.replace(url);
}
