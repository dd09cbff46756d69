import { within } from '@testing-library/react';

/** The body rows of `table` (the header row left out), each as its cells' texts. */
export const bodyRowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
