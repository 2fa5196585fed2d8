// A wire date shown in one of the spec's formats (YYYY.MM.DD by default).
import { DATE_FORMAT } from '@contract/constants';
import { formatDate } from './format';

export function DateCell({ value, format = DATE_FORMAT }: { value: string | null | undefined; format?: string }) {
  return <span className="white-space-nowrap">{formatDate(value, format)}</span>;
}
