import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../lib/portal';

interface AuthPanelProps {
  title: string;
  children: ReactNode;
  /** The brand's map image beside the form (login); hidden on narrow screens. */
  showMap?: boolean;
}

/** The frame of the sign-in pages: a card with the title and form, the brand's map image beside it. */
export function AuthPanel({ title, children, showMap = false }: AuthPanelProps) {
  const { t } = useTranslation();
  const portal = usePortal();
  const brand = portal?.brand;
  const name = brand?.name ?? t('common.portal');
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 1.5, md: 4 },
      }}
    >
      <Paper
        elevation={2}
        sx={{
          display: 'flex',
          width: '100%',
          maxWidth: showMap ? 960 : 480,
          overflow: 'hidden',
          minHeight: { md: showMap ? 480 : 0 },
        }}
      >
        {showMap && brand?.map_url && (
          <Box
            component="img"
            src={brand.map_url}
            // The brand's map is 800×600 (brands/README.md): the box is reserved before it loads, and it is
            // the page's largest paint (the server also preloads it in the page's head).
            width={800}
            height={600}
            fetchPriority="high"
            alt={t('auth.mapAlt', { name })}
            data-testid="login-map"
            sx={{
              display: { xs: 'none', md: 'block' },
              width: '50%',
              height: 'auto',
              objectFit: 'cover',
              bgcolor: 'action.hover',
            }}
          />
        )}
        <Box
          sx={{
            flex: 1,
            p: { xs: 3, sm: 5 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
          }}
        >
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </Box>
      </Paper>
    </Box>
  );
}
