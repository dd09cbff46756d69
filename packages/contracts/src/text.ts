/**
 * User text cut, checked and percent-encoded in one place. JavaScript strings are UTF-16: a slice by
 * index can split an emoji (a surrogate pair) and leave half of it, which `encodeURIComponent` refuses
 * (URIError) and which is not text that can be stored or shown.
 */

const HIGH_FIRST = 0xd800;
const HIGH_LAST = 0xdbff;
const LOW_FIRST = 0xdc00;
const LOW_LAST = 0xdfff;

/** `text` cut to at most `max` code points, never inside a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let points = 0;
  for (let i = 0; i < text.length; i++) {
    if (points === max) return text.slice(0, i);
    const code = text.charCodeAt(i);
    if (code >= HIGH_FIRST && code <= HIGH_LAST) {
      const next = text.charCodeAt(i + 1);
      if (next >= LOW_FIRST && next <= LOW_LAST) i++;
    }
    points++;
  }
  return text;
}

// With the u flag a surrogate class matches only a surrogate that is not half of a pair.
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

/** Whether `text` holds a lone (unpaired) surrogate: not text in any encoding. */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

export const NOT_TEXT_MESSAGE = 'Not valid text: it holds an unpaired surrogate (\\ud800-\\udfff).';

/** Percent-encodes `text` for a header or URL; a lone surrogate becomes U+FFFD instead of throwing. */
export const encodeText = (text: string): string =>
  encodeURIComponent(text.replace(LONE_SURROGATES, '\ufffd'));

/** Decodes percent-encoded UTF-8; null when the escapes are not UTF-8 (instead of throwing). */
export function decodeText(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
