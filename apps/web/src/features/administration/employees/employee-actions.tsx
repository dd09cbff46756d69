import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import KeyIcon from '@mui/icons-material/Key';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { EmployeeListItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export interface EmployeeActionsProps {
  employee: EmployeeListItem;
  /** While one of them runs (for any employee). */
  disabled: boolean;
  onGenerate: (employee: EmployeeListItem) => void;
  onResend: (employee: EmployeeListItem) => void;
}

/**
 * An employee's buttons (a grid row's cell, a card's foot): a new password (not for schedulers) and the
 * registration e-mail again, only to whoever has not set a password yet (never to a user of single
 * sign-on, who has none to set). A click does not reach the row (which opens the employee form).
 */
export function EmployeeActions({ employee, disabled, onGenerate, onResend }: EmployeeActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {!employee.employee.is_scheduler && (
        <Tooltip title={t('administration.employees.generatePassword.action')}>
          <span>
            <IconButton
              size="small"
              aria-label={`${t('administration.employees.generatePassword.action')}: ${employee.email}`}
              disabled={disabled}
              data-testid={`employee-generate-password-${employee.email}`}
              onClick={(event) => {
                event.stopPropagation();
                onGenerate(employee);
              }}
            >
              <KeyIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {!employee.employee.uses_sso && !employee.has_password && (
        <Tooltip title={t('administration.employees.resend.action')}>
          <span>
            <IconButton
              size="small"
              aria-label={`${t('administration.employees.resend.action')}: ${employee.email}`}
              disabled={disabled}
              data-testid={`employee-resend-${employee.email}`}
              onClick={(event) => {
                event.stopPropagation();
                onResend(employee);
              }}
            >
              <MailOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </>
  );
}
