import Box from '@mui/material/Box';
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {/* The icon's name is the medium's, which the text beside it says. */}
        <Box component="span" aria-hidden sx={{ display: 'inline-flex', flexShrink: 0 }}>
          <MediumIcon medium={reading.physical_medium} size={24} />
        </Box>
        <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {reading.meter_id}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t(`media.${reading.physical_medium}`, { defaultValue: reading.physical_medium })}
        </Box>
      </Box>
      <CardFact label={t('readings.list.columns.reading_date')}>
        {(showTime ? formatDateTime : formatDate)(reading.reading_date, language)}
      </CardFact>
      {values.length > 0 && (
        <CardFact label={t('readings.card.values')}>
          {values.map((value) => (
            <Box key={value.obis} data-testid={`reading-card-value-${value.obis}`}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {value.obis}:
              </Box>{' '}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {value.text} {reading.physical_unit}
              </Box>
            </Box>
          ))}
        </CardFact>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {t(`readings.types.${reading.type}`, { defaultValue: reading.type })}
        </Box>
        <PlausibilityChip plausibility={reading.plausibility} reasons={implausibleReasons(reading)} />
      </Box>
    </ListCard>
  );
}
