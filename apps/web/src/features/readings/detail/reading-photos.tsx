import FlashOffIcon from '@mui/icons-material/FlashOff';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Reading } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoDialog } from './photo-dialog';
import { useImageUrl } from './use-image-url';

type ImageMeta = Reading['image_metas'][number];

const THUMBNAIL = 160;

/** The reading's photos as thumbnails with a flash indicator each; a click enlarges one in a dialog. */
export function ReadingPhotos({ images }: { images: Reading['image_metas'] }) {
  const { t } = useTranslation();
  if (images.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="reading-no-photos">
        {t('readings.imageDoesNotExist')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {images.map((image, index) => (
        <Photo key={image.image} image={image} number={index + 1} />
      ))}
    </Stack>
  );
}

function Photo({ image, number }: { image: ImageMeta; number: number }) {
  const { t } = useTranslation();
  const state = useImageUrl(image.image_download);
  const [open, setOpen] = useState(false);
  const name = image.obis.length
    ? t('readings.detail.photoOf', { obis: image.obis.join(', ') })
    : t('readings.detail.photo', { number });
  const flash = image.flash ? t('readings.detail.flashOn') : t('readings.detail.flashOff');
  return (
    <Box component="figure" sx={{ m: 0, width: THUMBNAIL }}>
      {state.status === 'ready' ? (
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={t('readings.detail.enlarge', { name })}
          sx={{ borderRadius: 1, overflow: 'hidden', display: 'block' }}
        >
          <img
            src={state.src}
            alt={name}
            width={THUMBNAIL}
            height={THUMBNAIL}
            style={{ objectFit: 'cover', display: 'block' }}
          />
        </ButtonBase>
      ) : (
        <Box
          sx={{
            width: THUMBNAIL,
            height: THUMBNAIL,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {state.status === 'loading' ? (
            <CircularProgress size={28} aria-label={t('readings.detail.loadingPhoto')} />
          ) : (
            <Alert severity="warning" sx={{ m: 1 }}>
              {t('readings.imageNotFound', { status: state.httpStatus ?? '–' })}
            </Alert>
          )}
        </Box>
      )}
      <Stack component="figcaption" direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
        {image.flash ? (
          <FlashOnIcon fontSize="small" aria-hidden />
        ) : (
          <FlashOffIcon fontSize="small" color="disabled" aria-hidden />
        )}
        <Typography variant="caption" data-testid="photo-flash">
          {name} · {flash}
        </Typography>
      </Stack>
      {open && state.status === 'ready' && (
        <PhotoDialog src={state.src} name={name} caption={flash} onClose={() => setOpen(false)} />
      )}
    </Box>
  );
}
