import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PageBreadcrumbs } from './PageBreadcrumbs';

describe('PageBreadcrumbs', () => {
  it('links every item but the last, which marks the current page', () => {
    renderWithProviders(
      <PageBreadcrumbs
        items={[
          { label: 'Buildings', to: '/buildings' },
          { label: 'Main St 1', to: '/buildings/abc' },
          { label: 'Edit', to: '/buildings/abc/edit' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buildings' }).getAttribute('href')).toBe('/buildings');
    expect(screen.getByRole('link', { name: 'Main St 1' }).getAttribute('href')).toBe('/buildings/abc');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('Edit').getAttribute('aria-current')).toBe('page');
  });

  it('shows an item without a route as plain text', () => {
    renderWithProviders(<PageBreadcrumbs items={[{ label: 'Settings' }, { label: 'Password' }]} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Settings')).toBeTruthy();
  });
});
