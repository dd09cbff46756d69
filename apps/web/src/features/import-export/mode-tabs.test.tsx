import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetViewport, setPhoneViewport } from '../../testing/viewport';
import { ModeTabs } from './mode-tabs';

function renderTabs(page: 'import' | 'export', mode = '2') {
  renderWithProviders(
    <ModeTabs page={page} modes={['0', '1', '2']} mode={mode}>
      <p>form</p>
    </ModeTabs>,
    { route: `/import-export/${page}/${mode}` },
  );
  const tablist = screen.getByRole('tablist');
  const scroller = tablist.closest('.MuiTabs-scroller') as HTMLElement;
  return { tablist, scroller, root: tablist.closest('.MuiTabs-root') as HTMLElement };
}

describe('ModeTabs', () => {
  afterEach(async () => {
    resetViewport();
    await i18next.changeLanguage('en');
  });

  it.each(['import', 'export'] as const)(
    'scrolls its tabs on a 390 px phone instead of cutting them off (%s, German)',
    async (page) => {
      setPhoneViewport();
      await i18next.changeLanguage('de');
      const { scroller, tablist } = renderTabs(page);
      // A scrollable bar (MUI `variant="scrollable"`): its scroller scrolls sideways; a fixed one hid the overflow.
      expect(scroller.classList.contains('MuiTabs-scrollableX')).toBe(true);
      expect(scroller.classList.contains('MuiTabs-fixed')).toBe(false);
      expect(getComputedStyle(scroller).overflowX).toBe('auto');
      // Every tab is there with its whole label, reachable by scrolling.
      expect([...tablist.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
        'Ableseaufträge',
        'Gebäude und Zähler',
        'Ablesungen',
      ]);
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Ablesungen');
    },
  );

  it('keeps the desktop bar as it was: no scroll arrows where the tabs fit', () => {
    const { root, tablist } = renderTabs('import', '0');
    expect(root.querySelector('.MuiTabs-scrollButtons')).toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Reading requests');
    expect(tablist.querySelectorAll('[role="tab"]').length).toBe(3);
  });
});
