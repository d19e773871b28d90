import * as React from "react";

const URL_PATTERN = /https?:\/\/[^\s<>"'\u3000「」（）()]+/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,!?:;。、！？]+$/;

/**
 * A message as text (never HTML): line breaks kept by CSS, web addresses made links that open in a new tab and tell
 * search engines and the opened page nothing (rel noopener noreferrer nofollow ugc).
 */
export function MessageText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, "");
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
