import { LIMITS } from '@portal/contracts';

/**
 * Shortens a chip text to `max` characters followed by an ellipsis; shorter texts stay as they are.
 * Long search terms would otherwise stretch the chip row beyond the page.
 */
export function truncateChipText(text: string, max: number = LIMITS.filterChipMax): string {
  // Array.from counts characters, not UTF-16 units, so an emoji or umlaut is never cut in half.
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}

/**
 * The text of an active-filter chip: "label: value" with only the value truncated (see `truncateChipText`),
 * so a long label (German ones reach 40 characters) never hides the value.
 */
export function chipText(label: string, value: string): string {
  return `${label}: ${truncateChipText(value)}`;
}
