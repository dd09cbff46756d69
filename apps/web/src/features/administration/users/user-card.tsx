import type { UserListItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CardFact, ListCard } from '../../../components/card-list';
import { StatusChip } from '../../../components/status-chip';
import { formatDateTime } from '../../../lib/format-date';

/**
 * A user as a card (phones): the name (the e-mail without one) with the e-mail below, the company, the
 * role, the status and the last login. The grid's rows open nothing, so neither does the card.
 */
export function UserCard({ user }: { user: UserListItem }) {
  const { t, i18n } = useTranslation();
  const field = (name: string) => t(`administration.users.fields.${name}`);
  const lastLogin = formatDateTime(user.last_login, i18n.language);
  return (
    <ListCard
      title={user.name || user.email}
      subtitle={user.name ? user.email : undefined}
      testId={`user-card-${user.resource_id}`}
    >
      <CardFact label={field('company_name')}>{user.company_name}</CardFact>
      <CardFact label={field('role')}>
        {t(`administration.roles.${user.role}`, { defaultValue: user.role })}
      </CardFact>
      <CardFact label={field('is_active')}>
        <StatusChip
          status={user.is_active ? 'active' : 'inactive'}
          label={t(user.is_active ? 'administration.active' : 'administration.inactive')}
        />
      </CardFact>
      {lastLogin && <CardFact label={field('last_login')}>{lastLogin}</CardFact>}
    </ListCard>
  );
}
