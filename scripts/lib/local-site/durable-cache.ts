/*
 * Netlify's durable CDN cache, locally, for answers that never change: a function answer marked
 * `Netlify-CDN-Cache-Control: … durable … immutable` (the image proxy's) is kept and served again without calling the
 * function, one entry per URL and, when the answer says `Netlify-Vary: header=Accept`, per Accept header. In
 * production the CDN does this; NetlifyDev does not, and every proxy call there starts a fresh worker (about 0.5 s),
 * so pages would load their pictures far slower than they do. Answers that may change (the APIs' durable answers with
 * a max-age, which also vary on cookies) are never kept: the local site must show a change at once, and a kept answer
 * would skip the function's own checks (the ajax marker) for every later caller.
 */

export type CachedAnswer = { status: number; headers: [string, string][]; body: Buffer };

const MAX_ENTRIES = 2000;

export class DurableCache {
  private readonly entries = new Map<string, CachedAnswer>();

  private key(url: string, accept: string | undefined, varyOnAccept: boolean): string {
    return varyOnAccept ? `${url}\n${accept ?? ""}` : url;
  }

  get(url: string, accept: string | undefined): CachedAnswer | undefined {
    return this.entries.get(this.key(url, accept, false)) ?? this.entries.get(this.key(url, accept, true));
  }

  /** Keeps a copy of `response` when it is a 200 marked durable and immutable; answers the response to send now. */
  async keep(url: string, accept: string | undefined, response: Response): Promise<Response> {
    const rule = response.headers.get("netlify-cdn-cache-control") ?? "";
    if (response.status !== 200 || !/\bdurable\b/.test(rule) || !/\bimmutable\b/.test(rule)) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers.entries()];
    const varyOnAccept = /header=Accept/i.test(response.headers.get("netlify-vary") ?? "");
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(this.key(url, accept, varyOnAccept), { status: 200, headers, body });
    return new Response(new Uint8Array(body), { status: 200, headers });
  }
}
