/**
 * Query addition for the dashboard's calls that answer no list: the API client adds
 * `pagination=page_number` to every GET, which these endpoints' strict query schemas refuse.
 */
export const NOT_PAGED = { pagination: undefined } as const;
