import type { Building } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CardFact, ListCard } from '../../../components/card-list';
import { formatNumber } from '../../../lib/format-number';
import { cityLine, streetLine } from '../../../resources/buildings';
import { BuildingStatusChip } from '../building-status-chip';
import type { BuildingColumnOptions } from './use-building-columns';

/** The optional columns and the field each shows (a card shows a field only where the grid has its column). */
const OPTIONAL_FACTS = [
  ['businessEntity', 'business_entity'],
  ['commercialConsumer', 'commercial_consumer_name'],
  ['preferredDelegate', 'preferred_delegate_name'],
  ['propertyManager', 'property_manager_name'],
] as const satisfies ReadonlyArray<readonly [keyof BuildingColumnOptions, keyof Building]>;

export interface BuildingCardProps {
  building: Building;
  /** The grid's optional columns for this user: the card shows the same fields. */
  columns: BuildingColumnOptions;
}

/**
 * A building as a card (phones): street and number, zip code and city, the label, the people and
 * companies the grid's columns show (where set), the status and the number of meters; a tap opens it.
 */
export function BuildingCard({ building, columns }: BuildingCardProps) {
  const { t, i18n } = useTranslation();
  const street = streetLine(building);
  const city = cityLine(building);
  return (
    <ListCard
      title={street || city || t('buildings.addressNotSpecified')}
      subtitle={street ? city : undefined}
      to={`/buildings/${building.resource_id}`}
      testId={`building-card-${building.resource_id}`}
    >
      {building.label && <CardFact label={t('buildings.fields.label')}>{building.label}</CardFact>}
      {OPTIONAL_FACTS.map(([column, field]) => {
        const value = building[field];
        return columns[column] && value ? (
          <CardFact key={field} label={t(`buildings.fields.${field}`)}>
            {value}
          </CardFact>
        ) : null;
      })}
      <div className="card-row wrap">
        <BuildingStatusChip status={building.status} />
        <span className="card-body card-muted">
          {t('buildings.card.meters', {
            count: building.meters_count,
            formatted: formatNumber(building.meters_count, i18n.language),
          })}
        </span>
      </div>
    </ListCard>
  );
}
