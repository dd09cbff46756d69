import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initTestI18n } from './i18n';

initTestI18n();
// The first render of a lazy route imports its module graph; on a busy 2-core CI machine that alone can
// take over a second, testing-library's default wait. findBy*/waitFor still end as soon as they match.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());
