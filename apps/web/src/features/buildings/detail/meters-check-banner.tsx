import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMetersNeedingCheck } from '../api/get-building-meters';

export interface MetersCheckBannerProps {
  buildingId: string;
  /** `meters_needing_check` of the building; nothing is asked or shown while it is 0. */
  count: number;
}

/** A warning listing the meters of the building that need a check (open, edit and save each). */
export function MetersCheckBanner({ buildingId, count }: MetersCheckBannerProps) {
  const { t } = useTranslation();
  const query = useMetersNeedingCheck(buildingId, count > 0);
  if (count <= 0) return null;
  const meters = query.data?.results ?? [];
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="building-meters-check">
      <AlertTitle>{t('buildings.metersNeedCheck', { count })}</AlertTitle>
      {meters.map((meter, index) => (
        <Fragment key={meter.resource_id}>
          {index > 0 && ', '}
          <Link
            component={RouterLink}
            to={`/buildings/${buildingId}/meters/${meter.resource_id}`}
            color="inherit"
          >
            {meter.meter_id}
          </Link>
        </Fragment>
      ))}
    </Alert>
  );
}
