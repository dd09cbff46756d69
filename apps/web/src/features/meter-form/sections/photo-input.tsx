import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import { useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {/* A real button opening the hidden file input (a <label role="button"> is not allowed by ARIA). */}
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()}>
          {t('meterForm.replacement.choosePhoto')}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept={ACCEPT}
          data-testid="meter-photo-input"
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
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
