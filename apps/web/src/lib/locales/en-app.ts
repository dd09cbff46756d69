import { toBundle } from '../locale-resources';

/** Every other area: the signed-in pages' texts (loaded by the route guard of protected pages). */
export default toBundle(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/en/*.json',
      '!../../locales/en/auth.json',
      '!../../locales/en/common.json',
      '!../../locales/en/components.json',
      '!../../locales/en/errors.json',
      '!../../locales/en/form.json',
      '!../../locales/en/layout.json',
      '!../../locales/en/navigation.json',
      '!../../locales/en/notFound.json',
      '!../../locales/en/reset.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
);
