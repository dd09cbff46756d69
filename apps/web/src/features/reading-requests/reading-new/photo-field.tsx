import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS, IMAGE_TYPES } from './reading-form-schema';

const ACCEPT = [...IMAGE_EXTENSIONS.map((extension) => `.${extension}`), ...IMAGE_TYPES].join(',');
const PREVIEW_PX = 56;

interface PhotoFieldProps {
  obis: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** A translated problem with the chosen file (type or size). */
  error?: string;
  /** A phone: any image, taken with the back camera (the type is still checked: JPG or PNG). */
  camera?: boolean;
}

/** The preview of a chosen image: an object URL, released when the file changes or the field goes. */
function usePreviewUrl(file: File | null, show: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !show || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, show]);
  return url;
}

/** One optional photo of an OBIS code: a button opening the file chooser, then a preview, its name and remove. */
export function PhotoField({ obis, value, onChange, error, camera = false }: PhotoFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // A refused file (wrong type) is not previewed: it may be no image at all.
  const preview = usePreviewUrl(value, !error);
  return (
    <Box>
      {value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {preview && (
            <Box
              component="img"
              src={preview}
              alt={t('readingNew.photo.preview', { name: value.name })}
              sx={{
                width: PREVIEW_PX,
                height: PREVIEW_PX,
                objectFit: 'cover',
                borderRadius: 1,
                flexShrink: 0,
              }}
            />
          )}
          <Typography variant="body2" noWrap title={value.name} sx={{ flex: 1, minWidth: 0 }}>
            {value.name}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('readingNew.photo.remove', { name: value.name })}
            onClick={() => onChange(null)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        // A real button opening the hidden file input (a <label role="button"> is not allowed by ARIA).
        <Button
          variant="outlined"
          size={camera ? 'medium' : 'small'}
          startIcon={<PhotoCameraIcon />}
          aria-label={t('readingNew.photo.chooseFor', { obis })}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t('readingNew.photo.choose')}
        </Button>
      )}
      <input
        ref={input}
        hidden
        type="file"
        accept={camera ? 'image/*' : ACCEPT}
        capture={camera ? 'environment' : undefined}
        data-testid={`reading-photo-input-${obis}`}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <FormHelperText id={hintId} error={Boolean(error)}>
        {error ?? t('readingNew.photo.hint')}
      </FormHelperText>
    </Box>
  );
}
