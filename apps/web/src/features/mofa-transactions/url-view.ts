// The MOFA list's view in the address: from, to, rrn, auth, ref (Transfer Reference No), embassy, the flags
// (chargedBack, processed, preArb as 1), page, size and the order (sort, dir). A period the transaction
// search's rule refuses is the screen's first period (part 2 §4, §9); a reference its rule refuses is dropped;
// an order the search does not take is its own, newest first.
// The embassy is read only for a user who has the Embassy filter (part 2 §5): anyone else keeps their own.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import {
  MOFA_DEFAULT_SORT,
  MOFA_SORT_FIELDS,
  mofaDefaultRange,
  mofaFilterFields,
} from '@merchant-portal/contracts/schemas/mofa';
import { dateRangeIssues } from '@merchant-portal/contracts/schemas/transactions';
import { DEFAULT_PAGE_SIZE, type ListView } from '../../components/use-list-view';
import {
  pagingKeys,
  readPaging,
  readPeriod,
  readSort,
  readText,
  sortKeys,
  writePaging,
  writeSort,
  type UrlViewCodec,
} from '../../components/use-url-list-view';
import type { MofaFilter } from './api/get-mofa-transactions';

/** MOFA payments are CyberSource payments: the transaction search's date rules for source CS. */
const MOFA_SOURCE = 'CS';
export const MOFA_PAGE_SIZES = [10, 20, 50, 100, 1000];

type ReferenceField = 'rrn' | 'authCode' | 'tranRefNo';
type FlagField = 'isChargedBack' | 'isProcessed' | 'isPreArb';
const REFERENCE_KEYS: Record<ReferenceField, string> = { rrn: 'rrn', authCode: 'auth', tranRefNo: 'ref' };
const FLAG_KEYS: Record<FlagField, string> = {
  isChargedBack: 'chargedBack',
  isProcessed: 'processed',
  isPreArb: 'preArb',
};
const REFERENCE_FIELDS = Object.keys(REFERENCE_KEYS) as ReferenceField[];
const FLAG_FIELDS = Object.keys(FLAG_KEYS) as FlagField[];

/** A reference the search's own rule accepts (contracts), else none. */
function readReference(params: URLSearchParams, field: ReferenceField): string {
  const value = readText(params, REFERENCE_KEYS[field], 40);
  return mofaFilterFields[field].safeParse(value).success ? value : '';
}

export interface MofaUrlViewOptions {
  today: DayNumber;
  /** The user has the Embassy filter (part 2 §5); otherwise the embassy stays `embassy`. */
  showsEmbassy: boolean;
  /** The embassy searched unless the address names another: the user's own, or '' for every one. */
  embassy: string;
}

export function mofaUrlView({
  today,
  showsEmbassy,
  embassy,
}: MofaUrlViewOptions): UrlViewCodec<ListView<MofaFilter>> {
  return {
    keys: ['from', 'to', 'embassy', ...Object.values(REFERENCE_KEYS), ...Object.values(FLAG_KEYS)]
      .concat(pagingKeys())
      .concat(sortKeys()),
    read: (params) => {
      const asked = params.get('embassy') ?? '';
      const filter: MofaFilter = {
        ...readPeriod(
          params,
          { from: 'from', to: 'to' },
          (fromDate, toDate) => dateRangeIssues(fromDate, toDate, MOFA_SOURCE, today),
          mofaDefaultRange(today),
        ),
        rrn: readReference(params, 'rrn'),
        authCode: readReference(params, 'authCode'),
        tranRefNo: readReference(params, 'tranRefNo'),
        embassy: showsEmbassy && params.has('embassy') && /^(\d{1,6})?$/.test(asked) ? asked : embassy,
        isChargedBack: params.get(FLAG_KEYS.isChargedBack) === '1',
        isProcessed: params.get(FLAG_KEYS.isProcessed) === '1',
        isPreArb: params.get(FLAG_KEYS.isPreArb) === '1',
      };
      return {
        filter,
        ...readPaging(params, MOFA_PAGE_SIZES, DEFAULT_PAGE_SIZE),
        sort: readSort(params, MOFA_SORT_FIELDS, MOFA_DEFAULT_SORT),
      };
    },
    write: (view) => {
      const { filter } = view;
      const params: Record<string, string | undefined> = {
        from: filter.fromDate,
        to: filter.toDate,
        embassy: showsEmbassy && filter.embassy !== embassy ? filter.embassy : undefined,
        ...writePaging(view, DEFAULT_PAGE_SIZE),
        ...writeSort(view.sort, MOFA_DEFAULT_SORT),
      };
      for (const field of REFERENCE_FIELDS) params[REFERENCE_KEYS[field]] = filter[field] || undefined;
      for (const field of FLAG_FIELDS) params[FLAG_KEYS[field]] = filter[field] ? '1' : undefined;
      return params;
    },
  };
}
