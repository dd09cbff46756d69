import {
  type Building,
  canChooseCommercialConsumer,
  canSetPreferredDelegate,
  canSetPropertyManager,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { cityLine, streetLine } from '../../../resources/buildings';
import { BuildingStatusChip } from '../building-status-chip';
import { type Fact, FactList } from './fact-list';

const joinParts = (...parts: Array<string | null>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** The right side of the building detail: the building's own data, as far as the user may see it. */
export function BuildingFacts({ building }: { building: Building }) {
  const { t, i18n } = useTranslation();
  const { actor, configuration } = useSession();
  const orNa = (value: string | null | undefined) => value?.trim() || t('components.format.notAvailable');
  const fact = (key: string, value: Fact['value']): Fact => ({
    key,
    label: t(`buildings.detail.${key}`),
    value,
  });

  const street = streetLine(building);
  const city = cityLine(building);
  const addressKnown = Boolean(street || city);
  const facts: Array<Fact | false> = [
    Boolean(configuration?.HAS_BUSINESS_ENTITY_FEATURE && building.business_entity) &&
      fact('business_entity', building.business_entity),
    fact('status', <BuildingStatusChip status={building.status} />),
    Boolean(building.last_status_change) &&
      fact('last_status_change', formatDate(building.last_status_change, i18n.language)),
    fact('label', orNa(building.label)),
    addressKnown && fact('street', orNa(street)),
    addressKnown && fact('city', orNa(city)),
    !addressKnown && fact('address', t('buildings.addressNotSpecified')),
    fact('country', orNa(joinParts(building.country, building.state))),
    Boolean(actor && canChooseCommercialConsumer(actor)) &&
      fact('commercial_consumer', orNa(building.commercial_consumer_name)),
    fact('note', orNa(building.note)),
    Boolean(actor && configuration && canSetPreferredDelegate(actor, configuration)) &&
      fact('preferred_delegate', orNa(building.preferred_delegate_name ?? building.preferred_delegate)),
    Boolean(actor && canSetPropertyManager(actor)) &&
      fact('property_manager', orNa(building.property_manager_name ?? building.property_manager)),
  ];
  return <FactList facts={facts.filter((entry): entry is Fact => entry !== false)} />;
}
