// The Merchant Details card and the Metadata grid (spec part 1 §2, §3 "Merchant").
import { chargeTypeLabel, countryLabel } from '@merchant-portal/contracts/labels';
import type { MerchantDetails } from '@merchant-portal/contracts/schemas/merchant-users';
import { timestampText } from '../../../lib/figures';
import { chargeRateLabel, chargeRateValue } from '../format';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { translateText } from '../../../lib/i18n';

export function MerchantDetailsCard({ merchant }: { merchant: MerchantDetails }) {
  const { t } = useTranslation();
  const rows: Array<readonly [string, string]> = [
    [t('Name'), merchant.merchantName],
    [t('Code'), merchant.merchantCode],
    [t('E-mail'), merchant.merchantEmail],
    [t('Address'), merchant.merchantAddress],
    [t('Country'), t(countryLabel(merchant.merchantCountry))],
    [t('Mobile'), merchant.mobileNo],
    [t('Charge Type'), t(chargeTypeLabel(merchant.chargeType))],
    ...Object.entries(merchant.chargeRates).map(
      ([key, value]) => [translateText(chargeRateLabel(key)), chargeRateValue(key, value)] as const,
    ),
  ];
  return (
    <SectionCard title={phrase('Merchant Details')}>
      <DetailList label={t('Merchant Details')} rows={rows} />
    </SectionCard>
  );
}

interface RecordMetadata {
  createdOn: string;
  createdBy: string;
  modifiedOn: string;
  modifiedBy: string;
}

function metadataRows(record: RecordMetadata, t: TFunction): Array<readonly [string, string]> {
  return [
    [t('Created On'), timestampText(record.createdOn)],
    [t('Created By'), record.createdBy],
    [t('Modified On'), timestampText(record.modifiedOn)],
    [t('Modified By'), record.modifiedBy],
  ];
}

export function MetadataCard({ record }: { record: RecordMetadata }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={phrase('Metadata')}>
      <DetailList label={t('Metadata')} rows={metadataRows(record, t)} />
    </SectionCard>
  );
}
