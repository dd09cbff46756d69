import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Meter, PortalConfiguration } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { formatDateTime } from '../../../lib/format-date';
import { formatAddress } from '../../../resources/buildings';
import { formatDigits, MediumIcon, readingFrequencyText } from '../../../resources/meters';
import { MeterLinkValue, SubMetersValue } from './meter-links';
import { appearanceKey, calibrationYears } from './meter-values';

export interface MeterDetailFieldsProps {
  meter: Meter;
  configuration: PortalConfiguration | undefined;
}

/** Every field of the spec's meter detail; missing values show the not-available placeholder. */
export function MeterDetailFields({ meter, configuration }: MeterDetailFieldsProps) {
  const { t, i18n } = useTranslation();
  const feature = (name: keyof PortalConfiguration) => configuration?.[name] !== false;
  const counters = Object.entries(meter.custom_references_counters);
  const address = formatAddress(meter.building);
  return (
    <DetailList label={t('meters.detail.fieldsLabel')}>
      <DetailItem label={t('meters.fields.meter_id')}>{meter.meter_id}</DetailItem>
      <DetailItem label={t('meters.fields.label')}>{meter.label}</DetailItem>
      <DetailItem label={t('meters.fields.barcode_id')}>{meter.barcode_id}</DetailItem>
      <DetailItem label={t('meters.fields.main_meter')}>
        {meter.main_meter_link && (
          <MeterLinkValue link={meter.main_meter_link} testId="meter-main-meter-link" />
        )}
      </DetailItem>
      <DetailItem label={t('meters.fields.sub_meters_count')}>
        <SubMetersValue meter={meter} />
      </DetailItem>
      <DetailItem label={t('meters.fields.metering_code')}>{meter.metering_code}</DetailItem>
      <DetailItem label={t('meters.fields.malo_code')}>{meter.malo_code}</DetailItem>
      <DetailItem label={t('meters.fields.physical_medium')}>
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MediumIcon medium={meter.physical_medium} size={20} />
          <span>{t(`media.${meter.physical_medium}`)}</span>
        </Stack>
      </DetailItem>
      <DetailItem label={t('meters.fields.physical_unit')}>{meter.physical_unit}</DetailItem>
      <DetailItem label={t('meters.fields.status')}>
        {t(`meters.statuses.${meter.status}`, { defaultValue: meter.status })}
      </DetailItem>
      <DetailItem label={t('meters.fields.modified')}>
        {formatDateTime(meter.modified, i18n.language)}
      </DetailItem>
      <DetailItem label={t('meters.fields.appearance')}>
        {t(appearanceKey(meter.appearance), { defaultValue: meter.appearance })}
      </DetailItem>
      <DetailItem label={t('meters.fields.integer_digits')} testId="meter-integer-digits">
        {formatDigits(meter.integer_digits, t)}
      </DetailItem>
      <DetailItem label={t('meters.fields.fraction_digits')} testId="meter-fraction-digits">
        {formatDigits(meter.fraction_digits, t)}
      </DetailItem>
      <DetailItem label={t('meters.fields.obis_codes')}>{meter.obis_codes.join(', ')}</DetailItem>
      {feature('HAS_ENERGY_SUPPLIER_FEATURE') && (
        <DetailItem label={t('meters.fields.energy_supplier')} testId="meter-energy-supplier">
          {meter.energy_supplier_name ?? t('meters.privateMeter')}
        </DetailItem>
      )}
      {feature('HAS_METER_READING_SERVICE_FEATURE') && (
        <DetailItem label={t('meters.fields.meter_reading_service')}>
          {meter.meter_reading_service_name}
        </DetailItem>
      )}
      <DetailItem label={t('meters.fields.note')}>{meter.note}</DetailItem>
      {feature('HAS_CALIBRATION_PERIOD_FEATURE') && (
        <DetailItem label={t('meters.fields.calibration_period')} testId="meter-calibration">
          {calibrationYears(meter) ?? '–'}
        </DetailItem>
      )}
      {feature('HAS_CUSTOM_REFERENCE_METER_FEATURE') && (
        <DetailItem label={t('meters.fields.custom_reference_meter')}>
          {meter.custom_reference_meter}
        </DetailItem>
      )}
      {feature('HAS_CUSTOM_REFERENCES_COUNTERS_FEATURE') && (
        <DetailItem label={t('meters.fields.custom_references_counters')}>
          {counters.length > 0 &&
            counters.map(([obis, id]) => (
              <Box key={obis} component="span" sx={{ display: 'block' }}>
                {`${obis} → ${id}`}
              </Box>
            ))}
        </DetailItem>
      )}
      {feature('HAS_READING_FREQUENCY_FEATURE') && (
        <DetailItem label={t('meters.fields.reading_frequency')} testId="meter-reading-frequency">
          {readingFrequencyText(meter.reading_frequency, t)}
        </DetailItem>
      )}
      <DetailItem label={t('meters.fields.predecessor')}>
        {meter.predecessor && <MeterLinkValue link={meter.predecessor} testId="meter-predecessor-link" />}
      </DetailItem>
      <DetailItem label={t('meters.fields.successor')}>
        {meter.successor && <MeterLinkValue link={meter.successor} testId="meter-successor-link" />}
      </DetailItem>
      <DetailItem label={t('meters.fields.building')}>
        <Link
          component={RouterLink}
          to={`/buildings/${meter.building.resource_id}`}
          data-testid="meter-building-link"
        >
          {address || t('meters.addressNotSpecified')}
        </Link>
      </DetailItem>
      <DetailItem label={t('meters.fields.owner')}>{meter.owner_company_name}</DetailItem>
    </DetailList>
  );
}
