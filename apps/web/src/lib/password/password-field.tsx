import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '../text-input';

/** A password text field with a show/hide toggle. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setVisible((value) => !value)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
            size="small"
            tabIndex={-1}
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
