import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HelpMenu } from './help-menu';

describe('HelpMenu', () => {
  it('opens each manual in a new tab without a handle on the portal', async () => {
    renderWithProviders(
      <HelpMenu
        entries={[{ id: 'portal_manual', labelKey: 'navigation.manuals.portal_manual', href: '/manual.pdf' }]}
      />,
    );
    await userEvent.setup().click(screen.getByTestId('help-menu-button'));
    const link = screen.getByTestId('help-menu-portal_manual');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/manual.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
