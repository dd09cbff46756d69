import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS, IMAGE_TYPES } from '../model/replacement';

const ACCEPT = [...IMAGE_EXTENSIONS.map((extension) => `.${extension}`), ...IMAGE_TYPES].join(',');

interface PhotoInputProps {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}

/** One photo of the meter change (jpg, jpeg or png, at most 2 MB; checked by the form's rules). */
export function PhotoInput({ value, onChange, error }: PhotoInputProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          component="label"
          startIcon={<PhotoCameraIcon />}
          aria-label={t('meterForm.replacement.choosePhoto')}
        >
          {t('meterForm.replacement.choosePhoto')}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            data-testid="meter-photo-input"
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        {value && (
          <Chip
            label={value.name}
            onDelete={() => onChange(null)}
            slotProps={{ root: { 'aria-label': t('meterForm.replacement.photo') } }}
          />
        )}
      </Box>
      <FormHelperText error={Boolean(error)}>{error ?? t('meterForm.replacement.photoHint')}</FormHelperText>
    </Box>
  );
}
