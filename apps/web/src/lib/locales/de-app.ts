import { toBundle } from '../locale-resources';

/** Every other area: the signed-in pages' texts (loaded by the route guard of protected pages). */
export default toBundle(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/de/*.json',
      '!../../locales/de/auth.json',
      '!../../locales/de/common.json',
      '!../../locales/de/components.json',
      '!../../locales/de/errors.json',
      '!../../locales/de/form.json',
      '!../../locales/de/layout.json',
      '!../../locales/de/navigation.json',
      '!../../locales/de/notFound.json',
      '!../../locales/de/reset.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
);
