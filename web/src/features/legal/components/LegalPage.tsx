import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';

/** When these pages last changed in substance (shown at the top of each). */
export const LEGAL_UPDATED = '27 Nov 2026';

export function LegalSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="mt-8 scroll-mt-24">
      <h2 className="mb-2 text-lg font-semibold text-primary-900">{title}</h2>
      <div className="flex flex-col gap-2 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc">{children}</div>
    </section>
  );
}

/** The frame of the business pages (terms, privacy, contact): a readable column with the date of the last change. */
export function LegalPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <PageHeader title={title} description={description} />
      <p className="text-sm text-slate-500">Last updated {LEGAL_UPDATED}</p>
      {children}
    </div>
  );
}
