import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { Meter } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CardFact, ListCard } from '../../components/card-list';
import { StatusChip } from '../../components/status-chip';
import { cityLine, streetLine } from '../buildings';
import { MediumIcon } from './medium-icon';

/**
 * A meter as a card (phones): its number with the medium, the building's address, label, status, OBIS
 * codes, main meter and the "needs check" warning, as the grid's columns show them; a tap opens the meter
 * (`to`, default `/meters/{id}`; a building's meters open below the building).
 */
export function MeterCard({ meter, to }: { meter: Meter; to?: string }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`meters.fields.${name}`);
  const street = streetLine(meter.building);
  const city = cityLine(meter.building);
  return (
    <ListCard
      title={
        <span className="card-row wrap card-title-row">
          {/* The icon's name is the medium's, which the text beside it says. */}
          <span className="card-icon" aria-hidden>
            <MediumIcon medium={meter.physical_medium} size={24} />
          </span>
          <span>{meter.meter_id}</span>
          <span className="card-muted card-normal">
            {t(`media.${meter.physical_medium}`, { defaultValue: meter.physical_medium })}
          </span>
        </span>
      }
      subtitle={
        street || city ? (
          <>
            {street && <span className="card-block">{street}</span>}
            {city && <span className="card-block">{city}</span>}
          </>
        ) : (
          t('meters.addressNotSpecified')
        )
      }
      to={to ?? `/meters/${meter.resource_id}`}
      testId={`meter-card-${meter.resource_id}`}
    >
      {meter.label && <CardFact label={field('label')}>{meter.label}</CardFact>}
      <CardFact label={field('status')}>
        <StatusChip
          status={meter.status}
          label={t(`meters.statuses.${meter.status}`, { defaultValue: meter.status })}
        />
      </CardFact>
      {meter.obis_codes.length > 0 && (
        <CardFact label={field('obis_codes')}>{meter.obis_codes.join(', ')}</CardFact>
      )}
      {meter.main_meter_link && (
        <CardFact label={field('main_meter')}>{meter.main_meter_link.meter_id}</CardFact>
      )}
      {meter.needs_check && (
        <div className="card-row card-body" data-testid="meter-card-needs-check">
          <WarningAmberIcon color="warning" fontSize="small" aria-hidden />
          <span>{t('meters.needsCheck')}</span>
        </div>
      )}
    </ListCard>
  );
}
