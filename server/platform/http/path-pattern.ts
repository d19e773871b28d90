/**
 * The subset of Netlify's `config.path` syntax (URLPattern) that our routes use: literal segments,
 * `:name` and a trailing optional `:name?`. Returns the decoded parameters, or null when the path does not match.
 * A parameter that cannot be percent-decoded is kept as written, and zod validation judges it.
 */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = splitPath(pattern);
  const pathSegments = splitPath(pathname);
  if (pathSegments.length > patternSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    const pathSegment = pathSegments[index];
    const optional = patternSegment.endsWith("?");
    if (pathSegment === undefined) {
      if (optional && index === patternSegments.length - 1) return params;
      return null;
    }
    if (patternSegment.startsWith(":")) {
      params[patternSegment.slice(1, optional ? -1 : undefined)] = safeDecode(pathSegment);
    } else if (patternSegment !== pathSegment) {
      return null;
    }
  }
  return params;
}

/** `/api/v1/feature_flags/:key?` → `/api/v1/feature_flags/{key}` */
export function toOpenApiPath(pattern: string): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)\??/g, "{$1}");
}

function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
