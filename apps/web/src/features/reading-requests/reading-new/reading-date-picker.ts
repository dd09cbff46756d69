import { lazyPart } from '../../../lib/lazy-part';

/**
 * The desktop dialog's date picker (MUI X, with its localisation a chunk of its own): a phone's dialog
 * takes the browser's date input instead and never fetches it; a wider screen fetches it beside the form.
 */
export const readingDatePicker = lazyPart(() =>
  import('../../../components/form-date-field').then((module) => module.FormDateField),
);
