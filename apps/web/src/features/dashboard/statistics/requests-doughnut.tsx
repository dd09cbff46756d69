import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DoughnutSlice } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { sliceColor } from './slice-colors';
import type { SliceValue } from './slices';

const SIZE = 220;

export interface RequestsDoughnutProps {
  slices: SliceValue[];
  onSliceClick: (slice: DoughnutSlice) => void;
}

/**
 * The reading requests doughnut: a slice per state in the spec's order, labelled with its count only
 * above 10 percent of the total; a click opens the filtered list. Loaded on demand (MUI X Charts stays
 * out of the other pages' code); the figures and links for keyboard and screen readers are in the
 * table beside it.
 */
export default function RequestsDoughnut({ slices, onSliceClick }: RequestsDoughnutProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <Box
      role="img"
      aria-label={t('dashboard.requests.doughnutSummary', {
        total: formatNumber(total, i18n.language),
      })}
      data-testid="dashboard-doughnut"
      sx={{ width: SIZE, height: SIZE, flexShrink: 0, '& path': { cursor: 'pointer' } }}
    >
      <PieChart
        width={SIZE}
        height={SIZE}
        margin={0}
        hideLegend
        series={[
          {
            innerRadius: '58%',
            outerRadius: '100%',
            paddingAngle: 1,
            cornerRadius: 3,
            highlightScope: { highlight: 'item', fade: 'global' },
            arcLabel: (item) =>
              slices[Number(item.id)]?.labelled ? formatNumber(item.value, i18n.language) : '',
            data: slices.map((slice, index) => ({
              id: index,
              value: slice.value,
              label: t(`dashboard.slices.${slice.slice}`),
              color: sliceColor(theme, slice.slice),
            })),
            valueFormatter: (item) => formatNumber(item.value, i18n.language),
          },
        ]}
        sx={{ '& .MuiPieChart-arcLabel': { fill: theme.palette.common.white, fontWeight: 600 } }}
        onItemClick={(_event, identifier) => {
          const slice = slices[identifier.dataIndex];
          if (slice) onSliceClick(slice.slice);
        }}
      />
    </Box>
  );
}
