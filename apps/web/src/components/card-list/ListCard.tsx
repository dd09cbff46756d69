import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ListCardProps {
  /** The card's heading (e.g. the street and number). */
  title: ReactNode;
  /** A line below the heading (e.g. zip code and city). */
  subtitle?: ReactNode;
  /** Where a tap on the card leads (the detail a grid row opens); without it the card opens nothing. */
  to?: string;
  /** The card's lines: facts, chips. */
  children?: ReactNode;
  /** Buttons at the card's foot (they stay buttons of their own, above the card's link). */
  actions?: ReactNode;
  testId?: string;
}

/**
 * One row of a list as a card: a heading, lines of facts and actions. With `to` the heading is a link
 * whose area covers the whole card (one link per card, named by its heading; the actions lie above it),
 * and a chevron shows that the card opens something.
 */
export function ListCard({ title, subtitle, to, children, actions, testId }: ListCardProps) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ position: 'relative' }}>
      <CardContent sx={{ pb: actions ? 1 : undefined }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {to ? (
                <Link
                  component={RouterLink}
                  to={to}
                  color="inherit"
                  underline="none"
                  sx={{
                    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                    '&:focus-visible': { outline: 'none' },
                    '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {to && <NavigateNextIcon color="action" sx={{ mt: 0.25 }} />}
        </Box>
        {children && (
          <Stack spacing={0.75} sx={{ mt: 1.5 }}>
            {children}
          </Stack>
        )}
      </CardContent>
      {actions && (
        <CardActions
          sx={{
            position: 'relative',
            zIndex: 1,
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            px: 2,
            pb: 1.5,
          }}
        >
          {actions}
        </CardActions>
      )}
    </Card>
  );
}

/** A line of a card: a small label and its value (the value may hold icons or chips). */
export function CardFact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="div" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
