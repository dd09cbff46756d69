import Link from '@mui/material/Link';
import type { Meter } from '@portal/contracts';
import { Link as RouterLink } from 'react-router';

type MeterLink = NonNullable<Meter['predecessor']>;

/** A link to another meter's detail page (main meter, predecessor, successor). */
export function MeterLinkValue({ link, testId }: { link: MeterLink; testId?: string }) {
  return (
    <Link component={RouterLink} to={`/meters/${link.resource_id}`} data-testid={testId}>
      {link.meter_id}
    </Link>
  );
}

/** The number of sub-meters, linking to the meters list filtered by this main meter. */
export function SubMetersValue({ meter }: { meter: Pick<Meter, 'resource_id' | 'sub_meters_count'> }) {
  if (meter.sub_meters_count === 0) return <>0</>;
  return (
    <Link
      component={RouterLink}
      to={`/meters?main_meter=${meter.resource_id}`}
      data-testid="meter-sub-meters-link"
    >
      {meter.sub_meters_count}
    </Link>
  );
}
