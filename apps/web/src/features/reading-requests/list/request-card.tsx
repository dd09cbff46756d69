import type { PhysicalMedium, ReadingRequest } from '@portal/contracts';
import { referenceId } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact, ListCard } from '../../../components/card-list';
import { PlainChip } from '../../../components/plain';
import { formatDate } from '../../../lib/format-date';
import { cityLine, streetLine } from '../../../resources/buildings';
import { MediumIcon } from '../../../resources/meters';
import { RequestStatusChip } from './request-status-chip';

/** Where a request's card leads: its reading, as the grid's row click (nothing without a reading). */
export function requestTarget(request: ReadingRequest): string | undefined {
  return request.reading ? `/readings/${referenceId(request.reading.url)}` : undefined;
}

/**
 * A reading request as a card (phones): the address, the meter and its medium, the planned window, the
 * status (and overdue), and the row's actions (add reading, delete) at its foot.
 */
export function RequestCard({ request, actions }: { request: ReadingRequest; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { meter } = request;
  const medium = meter.physical_medium as PhysicalMedium;
  const mediumName = t(`media.${medium}`, { defaultValue: meter.physical_medium });
  const date = (value: string) => formatDate(value, i18n.language);
  const street = streetLine(meter.building);
  const city = cityLine(meter.building);
  return (
    <ListCard
      title={street || city || t('readingRequests.card.noAddress')}
      subtitle={street ? city : undefined}
      to={requestTarget(request)}
      actions={actions}
      testId={`request-card-${request.resource_id}`}
    >
      <div className="card-row">
        {/* The icon's name is the medium's, which the text beside it says. */}
        <span className="card-icon" aria-hidden>
          <MediumIcon medium={medium} size={24} />
        </span>
        <span className="card-strong">{meter.meter_id}</span>
        <span className="card-muted">{mediumName}</span>
      </div>
      <CardFact label={t('readingRequests.card.planned')}>
        {date(request.planned_reading_date)} – {date(request.planned_reading_date_end)}
      </CardFact>
      <div className="card-row wrap">
        <RequestStatusChip status={request.status} />
        {request.overdue && (
          <PlainChip tone="error" testId="request-card-overdue">
            {t('readingRequests.overdue')}
          </PlainChip>
        )}
        {request.status_note && (
          <span className="card-body card-muted">
            {t(`readingRequests.statusNotes.${request.status_note}`, {
              defaultValue: request.status_note_text ?? request.status_note,
            })}
          </span>
        )}
      </div>
    </ListCard>
  );
}
