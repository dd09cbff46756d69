import { toBundle } from '../locale-resources';

export default toBundle(
  import.meta.glob<Record<string, unknown>>('../../locales/de/*.json', { eager: true, import: 'default' }),
);
