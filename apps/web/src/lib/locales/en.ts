import { toBundle } from '../locale-resources';

export default toBundle(
  import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' }),
);
