import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list, one pair per row. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 40%) 1fr', columnGap: 2, rowGap: 1.5, m: 0 }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ display: 'contents' }} data-testid={`building-fact-${fact.key}`}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
