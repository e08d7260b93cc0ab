import { indiaMonthOf } from '@ssb/domain';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { statementCsvUrl, statementPagePath } from '../api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month (India's calendar, this one to start with) and its statement: as CSV, or as a page to print. */
export function StatementPicker({ now = () => new Date() }: { now?: () => Date }) {
  const thisMonth = indiaMonthOf(now());
  const [month, setMonth] = useState(thisMonth);
  const valid = MONTH.test(month);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="Month" className="sm:w-56" error={valid ? undefined : 'Choose a month'}>
        <Input type="month" max={thisMonth} value={month} onChange={(e) => setMonth(e.target.value)} />
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a
          href={valid ? statementCsvUrl(month) : undefined}
          aria-disabled={!valid}
          download
          className={buttonClasses({ variant: 'outline', className: valid ? undefined : 'pointer-events-none opacity-50' })}
        >
          Download CSV
        </a>
        <Link
          to={valid ? statementPagePath(month) : '#'}
          aria-disabled={!valid}
          className={buttonClasses({ variant: 'outline', className: valid ? undefined : 'pointer-events-none opacity-50' })}
        >
          Print statement
        </Link>
      </div>
    </div>
  );
}
