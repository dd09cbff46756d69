/** The TextField props every select of the filter panel shares: small, as wide as its content, no margin. */
export const FILTER_SELECT_FIELD = {
  select: true,
  size: 'small',
  fullWidth: false,
  margin: 'none',
} as const;
