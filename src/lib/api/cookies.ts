/** Reads one cookie from `document.cookie`; null outside the browser or when absent. */
export function readBrowserCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  return readCookie(document.cookie, name);
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === "") return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
