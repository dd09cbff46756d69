import { useEffect, useState } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import type { ReadingFormValues } from './reading-form-schema';

/**
 * What a press of Save does: a value outside what was expected is asked about once before it is saved
 * (the plausibility check flags, it never blocks); once asked, the next press saves.
 */
export function saveDecision(anyWarns: boolean, asked: boolean): 'save' | 'ask' {
  return anyWarns && !asked ? 'ask' : 'save';
}

const VALUE_FIELD = /^entries\.\d+\.value$/;

/**
 * The "are you sure?" step before saving unexpected values. `proceed` tells the submit handler whether
 * to save now; `asking` shows the question. Editing a value takes the answer back, so a changed value
 * that still warns is asked about again.
 */
export function useConfirmUnexpected(watch: UseFormWatch<ReadingFormValues>) {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && VALUE_FIELD.test(name)) setAsking(false);
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  const proceed = (anyWarns: boolean) => {
    if (saveDecision(anyWarns, asking) === 'save') return true;
    setAsking(true);
    return false;
  };
  return { asking, proceed };
}
