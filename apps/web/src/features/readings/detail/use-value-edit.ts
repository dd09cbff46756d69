import type { Reading } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/server-message';
import { usePatchReadingValue } from '../api/patch-reading';
import { editableValue, parseDecimalInput } from './decimal-input';

/** What the value cell of one OBIS code shows and does. */
export interface ValueEditState {
  /** The OBIS code whose value is open for editing, if any (one at a time). */
  editing: string | undefined;
  text: string;
  /** The translated "not a number" message of the open field. */
  fieldError: string | undefined;
  /** The last failed save: the server's message (the value shows as before). */
  saveError: { obis: string; message: string } | undefined;
  /** The value being saved, shown while the request runs. */
  saving: { obis: string; text: string } | undefined;
  start: (obis: string) => void;
  change: (text: string) => void;
  cancel: () => void;
  save: () => Promise<void>;
}

/**
 * Inline edit of one value at a time (spec §4): a non-number is refused with readings.obisResultNaN
 * before anything is sent; a save sends the whole reading; a failure shows the old value again with the
 * server's message.
 */
export function useValueEdit(reading: Reading | undefined): ValueEditState {
  const { t, i18n } = useTranslation();
  const patch = usePatchReadingValue();
  const [editing, setEditing] = useState<string>();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [saveError, setSaveError] = useState<ValueEditState['saveError']>();
  const [saving, setSaving] = useState<ValueEditState['saving']>();

  const close = () => {
    setEditing(undefined);
    setFieldError(undefined);
  };
  const start = (obis: string) => {
    const result = reading?.results.find((r) => r.obis === obis);
    if (!result) return;
    setEditing(obis);
    setText(editableValue(result.value, i18n.language));
    setFieldError(undefined);
    setSaveError(undefined);
  };
  const save = async () => {
    if (!reading || !editing) return;
    const value = parseDecimalInput(text);
    if (value === null) {
      setFieldError(t('readings.obisResultNaN'));
      return;
    }
    const obis = editing;
    close();
    setSaving({ obis, text: value });
    try {
      await patch.mutateAsync({ reading, obis, value });
    } catch (error) {
      setSaveError({ obis, message: serverMessage(error) ?? t('readings.edit.error') });
    } finally {
      setSaving(undefined);
    }
  };
  return {
    editing,
    text,
    fieldError,
    saveError,
    saving,
    start,
    change: (next) => {
      setText(next);
      setFieldError(undefined);
    },
    cancel: close,
    save,
  };
}
