import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadingInTasks } from './router';

const Page = () => null;

describe('loadingInTasks', () => {
  it('starts each lazy part in a later task, nested ones too, and answers what the part loads', async () => {
    const page = { Component: Page };
    const loadLayout = vi.fn(async () => ({}));
    const loadPage = vi.fn(async () => page);
    const [root] = [{ lazy: loadLayout, children: [{ path: 'a', lazy: loadPage }, { path: 'b' }] }].map(
      loadingInTasks,
    ) as RouteObject[];
    const child = root?.children?.[0];

    const loading = typeof child?.lazy === 'function' ? child.lazy() : undefined;
    expect(loadPage).not.toHaveBeenCalled();
    await expect(loading).resolves.toBe(page);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(root?.children?.[1]).toEqual({ path: 'b' });
    expect(loadLayout).not.toHaveBeenCalled();
  });
});
