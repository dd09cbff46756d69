import { toBundle } from '../locale-resources';

/** The public pages' areas and the frame around every page; the same list is negated in ./de-app.ts. */
export default toBundle(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/de/auth.json',
      '../../locales/de/common.json',
      '../../locales/de/components.json',
      '../../locales/de/errors.json',
      '../../locales/de/form.json',
      '../../locales/de/layout.json',
      '../../locales/de/navigation.json',
      '../../locales/de/notFound.json',
      '../../locales/de/reset.json',
    ],
    { eager: true, import: 'default' },
  ),
);
