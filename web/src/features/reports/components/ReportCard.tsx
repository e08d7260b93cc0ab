import { formatDate, handleReportSchema, REPORT_REASON_LABELS, type Report } from '@ssb/domain';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useHandleReport } from '../api';

const WHAT = { coach: 'Coach profile', review: 'Review', post: 'Article', resource: 'Resource' } as const;

/** Resolve (something was done: a suspension, content taken down) or dismiss, with a note for the audit log. */
function HandleForm({ report }: { report: Report }) {
  const handle = useHandleReport();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<'resolved' | 'dismissed'>('resolved');
  const checked = useCheckedSubmit(handleReportSchema, (input) => handle.mutateAsync({ id: report.id, ...input }), {
    done: outcome === 'resolved' ? 'Report resolved' : 'Report dismissed',
    failed: 'Could not close the report',
  });
  const submit = (chosen: 'resolved' | 'dismissed') => {
    setOutcome(chosen);
    void checked.submit({ outcome: chosen, note });
  };
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={(e) => e.preventDefault()}>
      <Field label="What was done" required error={checked.error ?? undefined} hint="Kept in the audit log. Suspend a coach from Users; take content down from its page.">
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" busy={handle.isPending && outcome === 'resolved'} busyLabel="Saving…" onClick={() => submit('resolved')}>
          Resolve
        </Button>
        <Button type="button" size="sm" variant="outline" busy={handle.isPending && outcome === 'dismissed'} busyLabel="Saving…" onClick={() => submit('dismissed')}>
          Dismiss
        </Button>
      </div>
    </form>
  );
}

/** One report in the console: what, why, who, when, and its handling. */
export function ReportCard({ report }: { report: Report }) {
  return (
    <article aria-label={`Report of ${report.target.label}`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{WHAT[report.targetType]}</p>
          <h2 className="font-semibold break-words text-slate-900">
            {report.target.link ? (
              <Link to={report.target.link} className="hover:underline">
                {report.target.label}
              </Link>
            ) : (
              report.target.label
            )}
          </h2>
        </div>
        <Badge>{REPORT_REASON_LABELS[report.reason]}</Badge>
      </header>
      {report.details && <p className="whitespace-pre-line text-slate-800">{report.details}</p>}
      <p className="text-sm text-slate-600">
        Reported by {report.reporter.name} on {formatDate(report.createdAt)}
      </p>
      {report.status === 'open' ? (
        <HandleForm report={report} />
      ) : (
        <p className="text-sm text-slate-700">
          {report.status === 'resolved' ? 'Resolved' : 'Dismissed'}
          {report.handledAt ? ` on ${formatDate(report.handledAt)}` : ''}: {report.note}
        </p>
      )}
    </article>
  );
}
