import type { Reading } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CardFact, ListCard } from '../../components/card-list';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatNumber } from '../../lib/format-number';
import { cityLine, streetLine } from '../buildings';
import { MediumIcon } from '../meters';
import { PlausibilityChip } from './plausibility-chip';
import { implausibleReasons } from './plausibility-column';

/**
 * A reading as a card (phones): the building's address, the meter and its medium, the reading date, each
 * OBIS code's value with the unit, the type and the plausibility chip; a tap opens the reading (`to`,
 * default `/readings/{id}`; a meter reached through its building keeps the building's path).
 */
export function ReadingCard({ reading, showTime, to }: { reading: Reading; showTime: boolean; to?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const street = streetLine(reading.building_address);
  const city = cityLine(reading.building_address);
  const values = reading.results
    .map((result) => ({ obis: result.obis, text: formatNumber(result.value, language) }))
    .filter((value) => value.text !== '');
  return (
    <ListCard
      title={street || city || t('readings.card.noAddress')}
      subtitle={street ? city : undefined}
      to={to ?? `/readings/${reading.resource_id}`}
      testId={`reading-card-${reading.resource_id}`}
    >
      <div className="card-row">
        {/* The icon's name is the medium's, which the text beside it says. */}
        <span className="card-icon" aria-hidden>
          <MediumIcon medium={reading.physical_medium} size={24} />
        </span>
        <span className="card-strong">{reading.meter_id}</span>
        <span className="card-muted">
          {t(`media.${reading.physical_medium}`, { defaultValue: reading.physical_medium })}
        </span>
      </div>
      <CardFact label={t('readings.list.columns.reading_date')}>
        {(showTime ? formatDateTime : formatDate)(reading.reading_date, language)}
      </CardFact>
      {values.length > 0 && (
        <CardFact label={t('readings.card.values')}>
          {values.map((value) => (
            <div key={value.obis} data-testid={`reading-card-value-${value.obis}`}>
              <span className="card-muted">{value.obis}:</span>{' '}
              <span className="card-strong">
                {value.text} {reading.physical_unit}
              </span>
            </div>
          ))}
        </CardFact>
      )}
      <div className="card-row wrap">
        <span className="card-body card-muted">
          {t(`readings.types.${reading.type}`, { defaultValue: reading.type })}
        </span>
        <PlausibilityChip plausibility={reading.plausibility} reasons={implausibleReasons(reading)} />
      </div>
    </ListCard>
  );
}
