import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format-number';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { sliceColor } from './slice-colors';
import type { SliceValue } from './slices';

export interface SliceTableProps {
  slices: SliceValue[];
  hrefOf: (slice: SliceValue['slice']) => string;
}

/**
 * The doughnut's legend as a table: a swatch, the state (a link to the same filtered list as the slice,
 * so keyboard users get there too), the count and its share. Screen readers read the figures here.
 */
export function SliceTable({ slices, hrefOf }: SliceTableProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Table size="small" data-testid="dashboard-slice-table" sx={{ '& td, & th': { px: 1 } }}>
      <caption style={VISUALLY_HIDDEN}>{t('dashboard.requests.tableCaption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('dashboard.requests.state')}</TableCell>
          <TableCell align="right">{t('dashboard.requests.count')}</TableCell>
          <TableCell align="right">{t('dashboard.requests.share')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {slices.map((slice) => (
          <TableRow key={slice.slice} data-testid={`dashboard-slice-${slice.slice}`}>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: sliceColor(theme, slice.slice),
                    flexShrink: 0,
                  }}
                />
                <Link component={RouterLink} to={hrefOf(slice.slice)} underline="hover" color="inherit">
                  {t(`dashboard.slices.${slice.slice}`)}
                </Link>
              </Box>
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {formatNumber(slice.value, i18n.language)}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
              {percent.format(slice.share)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
