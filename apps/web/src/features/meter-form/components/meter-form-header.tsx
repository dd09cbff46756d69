import Typography from '@mui/material/Typography';
import type { Meter } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { type BreadcrumbItem, PageBreadcrumbs } from '../../../components/breadcrumbs';
import { formatDateTime } from '../../../lib/format-date';
import { formatAddress } from '../../../resources/buildings';
import { meterBasePath, meterTitle } from '../../../resources/meters';
import type { FormBuilding } from '../hooks/use-form-setup';
import type { MeterFormMode } from '../model/form-values';

interface MeterFormHeaderProps {
  mode: MeterFormMode;
  meter?: Meter;
  building?: FormBuilding;
  routeBuildingId?: string;
}

/** Breadcrumbs (buildings list when via building, address, meter, action), title and the meter's dates. */
export function MeterFormHeader({ mode, meter, building, routeBuildingId }: MeterFormHeaderProps) {
  const { t, i18n } = useTranslation();
  const title = t(`meterForm.title.${mode}`);
  const items: BreadcrumbItem[] = [];
  if (routeBuildingId) items.push({ label: t('meterForm.breadcrumbs.buildings'), to: '/buildings' });
  if (building)
    items.push({
      label: formatAddress(building) || t('meterForm.breadcrumbs.noAddress'),
      to: `/buildings/${building.resourceId}`,
    });
  if (meter && mode !== 'new')
    items.push({ label: meterTitle(meter), to: meterBasePath(meter.resource_id, routeBuildingId) });
  items.push({ label: title });

  return (
    <>
      <PageBreadcrumbs items={items} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {meter && mode !== 'new' && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }} data-testid="meter-form-subheader">
          {t('meterForm.subheader', {
            created: formatDateTime(meter.created, i18n.language),
            modified: formatDateTime(meter.modified, i18n.language),
            owner: meter.owner_company_name,
          })}
        </Typography>
      )}
    </>
  );
}
