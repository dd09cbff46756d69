import { toBundle } from '../locale-resources';

/** The public pages' areas and the frame around every page; the same list is negated in ./en-app.ts. */
export default toBundle(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/en/auth.json',
      '../../locales/en/common.json',
      '../../locales/en/components.json',
      '../../locales/en/errors.json',
      '../../locales/en/form.json',
      '../../locales/en/layout.json',
      '../../locales/en/navigation.json',
      '../../locales/en/notFound.json',
      '../../locales/en/reset.json',
    ],
    { eager: true, import: 'default' },
  ),
);
