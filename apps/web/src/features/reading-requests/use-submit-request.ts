import type { Meter } from '@portal/contracts';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, isApiError } from '../../lib/api-error';
import { serverMessage } from '../../lib/server-message';
import { useCreateReadingRequest } from './api/create-reading-request';
import { REQUEST_FIELDS, type RequestFormValues } from './request-form-schema';

export type SubmitProblem = { kind: 'duplicate' } | { kind: 'error'; message: string | undefined } | null;

/** Where the user lands after saving: the requests list narrowed to the new request. */
export function requestListPath(meter: Pick<Meter, 'meter_id' | 'physical_medium'>, delegate: string) {
  const query = new URLSearchParams({ search: meter.meter_id });
  if (delegate) query.set('delegates', delegate);
  query.set('physical_medium', meter.physical_medium);
  query.set('states', 'new');
  return `/reading-requests?${query.toString()}`;
}

/**
 * POST reading_requests/ from the form values, then on to the requests list. A 409 is the duplicate
 * warning; 400 field errors go beside their fields; anything else becomes a general problem.
 */
export function useSubmitRequest(meter: Meter | undefined, setError: UseFormSetError<RequestFormValues>) {
  const navigate = useNavigate();
  const create = useCreateReadingRequest();

  const submit = async (values: RequestFormValues): Promise<SubmitProblem> => {
    if (!meter || !values.planned_reading_date || !values.planned_reading_date_end) return null;
    try {
      await create.mutateAsync({
        meter: meter.url,
        planned_reading_date: values.planned_reading_date.startOf('day').toISOString(),
        planned_reading_date_end: values.planned_reading_date_end.endOf('day').toISOString(),
        delegate: values.delegate || null,
        reason: values.reason.trim() || null,
        note: values.note.trim() || null,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 409) return { kind: 'duplicate' };
      const fields = fieldErrorsOf(error);
      let placed = false;
      for (const name of REQUEST_FIELDS) {
        const message = fields[name]?.[0];
        if (message) {
          setError(name, { message });
          placed = true;
        }
      }
      return placed ? null : { kind: 'error', message: serverMessage(error) };
    }
    navigate(requestListPath(meter, values.delegate));
    return null;
  };
  return { submit, pending: create.isPending };
}
