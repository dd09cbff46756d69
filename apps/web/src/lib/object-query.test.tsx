import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { makeWrapper } from '../testing/render-with-providers';
import { jsonResponse } from '../testing/session-fixtures';
import { objectQuery } from './object-query';

const thing = objectQuery<{ name: string }>('things', (id) => ['things', id]);

describe('objectQuery().use', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is pending until a render shows the object (the answer is rendered deferred, in a transition)', async () => {
    fakeApi((call) => (call.path === 'things/a/' ? jsonResponse(200, { name: 'A' }) : undefined));
    const renders: Array<{ pending: boolean; name: string | undefined }> = [];
    renderHook(
      () => {
        const query = thing.use('a');
        renders.push({ pending: query.isPending, name: query.data?.name });
        return query;
      },
      { wrapper: makeWrapper() },
    );
    await waitFor(() => expect(renders.at(-1)).toEqual({ pending: false, name: 'A' }));
    // Never "done, but nothing to show" while the object waited for its render.
    expect(renders).not.toContainEqual({ pending: false, name: undefined });
  });
});
