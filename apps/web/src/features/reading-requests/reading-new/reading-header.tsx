import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PhysicalMedium, ReadingRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../../resources/buildings';
import { MediumIcon } from '../../../resources/meters';

/** The dialog's heading: the medium's icon, "New reading · <meter id>" and the building's address. */
export function ReadingHeader({ meter, titleId }: { meter: ReadingRequest['meter']; titleId: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <MediumIcon medium={meter.physical_medium as PhysicalMedium} size={36} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {t('readingNew.title')} · {meter.meter_id}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid="reading-new-address">
          {formatAddress(meter.building)}
        </Typography>
      </Box>
    </Box>
  );
}
