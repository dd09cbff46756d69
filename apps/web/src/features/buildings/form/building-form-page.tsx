import { canAddBuilding, canEditBuilding } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../../components/form-page';
import { useSession } from '../../../lib/session';
import { formatAddress, useBuilding } from '../../../resources/buildings';
import { BuildingForm } from './building-form';

/** /buildings/new and /buildings/{id}/edit. */
export function BuildingFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { actor, configuration } = useSession();
  const query = useBuilding(id);
  const editing = id !== undefined;
  const allowed = Boolean(
    actor &&
      configuration &&
      (editing ? canEditBuilding(actor, configuration) : canAddBuilding(actor, configuration)),
  );
  const title = t(editing ? 'buildings.form.editTitle' : 'buildings.form.newTitle');
  const address = query.data ? formatAddress(query.data) || t('buildings.addressNotSpecified') : '…';
  const crumbs = editing
    ? [
        { label: t('buildings.title'), to: '/buildings' },
        { label: address, to: `/buildings/${id}` },
        { label: title },
      ]
    : [{ label: t('buildings.title'), to: '/buildings' }, { label: title }];

  return (
    <FormPage
      crumbs={crumbs}
      title={title}
      maxWidth={900}
      refusal={allowed ? undefined : t('buildings.form.notAllowed')}
      load={
        editing
          ? { query, notFound: t('buildings.notFound'), loadError: t('buildings.loadError') }
          : undefined
      }
    >
      <BuildingForm key={id ?? 'new'} building={query.data} />
    </FormPage>
  );
}
