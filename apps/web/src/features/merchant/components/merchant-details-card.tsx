// The Merchant Details card and the Metadata grid (spec part 1 §2, §3 "Merchant").
import { chargeTypeLabel, countryLabel } from '@merchant-portal/contracts/labels';
import type { MerchantDetails } from '@merchant-portal/contracts/schemas/merchant-users';
import { chargeRateLabel, chargeRateValue, formatTimestamp } from '../format';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';

export function MerchantDetailsCard({ merchant }: { merchant: MerchantDetails }) {
  const rows: Array<readonly [string, string]> = [
    ['Name', merchant.merchantName],
    ['Code', merchant.merchantCode],
    ['E-mail', merchant.merchantEmail],
    ['Address', merchant.merchantAddress],
    ['Country', countryLabel(merchant.merchantCountry)],
    ['Mobile', merchant.mobileNo],
    ['Charge Type', chargeTypeLabel(merchant.chargeType)],
    ...Object.entries(merchant.chargeRates).map(
      ([key, value]) => [chargeRateLabel(key), chargeRateValue(key, value)] as const,
    ),
  ];
  return (
    <SectionCard title="Merchant Details">
      <DetailList label="Merchant Details" rows={rows} />
    </SectionCard>
  );
}

interface RecordMetadata {
  createdOn: string;
  createdBy: string;
  modifiedOn: string;
  modifiedBy: string;
}

function metadataRows(record: RecordMetadata): Array<readonly [string, string]> {
  return [
    ['Created On', formatTimestamp(record.createdOn)],
    ['Created By', record.createdBy],
    ['Modified On', formatTimestamp(record.modifiedOn)],
    ['Modified By', record.modifiedBy],
  ];
}

export function MetadataCard({ record }: { record: RecordMetadata }) {
  return (
    <SectionCard title="Metadata">
      <DetailList label="Metadata" rows={metadataRows(record)} />
    </SectionCard>
  );
}
