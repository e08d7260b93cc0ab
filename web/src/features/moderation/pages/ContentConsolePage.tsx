import { formatDate, type TakenDownItem } from '@ssb/domain';
import { useSearchParams } from '../../../lib/router';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { useAuth } from '../../../lib/auth';
import { AdminsOnly } from '../../admin/components/AdminsOnly';
import { PagedList } from '../../admin/components/PagedList';
import { useTakenDown } from '../api';
import { TakeDownDialog } from '../components/TakeDownDialog';

const COLUMNS: MoneyColumn<TakenDownItem>[] = [
  {
    header: 'Item',
    cell: (i) => (
      <>
        <span className="block text-xs font-medium tracking-wide text-slate-500 uppercase">{i.kind === 'post' ? 'Article' : 'Resource'}</span>
        <span className="block font-medium break-words text-slate-900">{i.title}</span>
        <span className="block text-slate-600">{i.author ? `by ${i.author}` : 'Author unknown'}</span>
      </>
    ),
  },
  { header: 'Taken down', cell: (i) => formatDate(i.takenDown.at) },
  { header: 'Why', cell: (i) => <span className="break-words">{i.takenDown.reason}</span> },
  { header: '', cell: (i) => <TakeDownDialog kind={i.kind} id={i.id} title={i.title} down={false} /> },
];

function TakenDownList({ page }: { page: number }) {
  const items = useTakenDown(page);
  return (
    <PagedList
      query={items}
      what="taken-down items"
      empty={{ title: 'Nothing is taken down', description: 'Take an article or a resource down from its page; it shows here to restore.' }}
      page={page}
      hrefFor={(p) => (p > 1 ? `/admin/content?page=${p}` : '/admin/content')}
    >
      {(rows) => <MoneyTable caption="Taken-down content" rows={rows} columns={COLUMNS} rowKey={(i) => `${i.kind}:${i.id}`} />}
    </PagedList>
  );
}

/** /admin/content: articles and resources taken down, to restore (docs/product/admin-console.md "Content"). */
export default function ContentConsolePage() {
  const { role } = useAuth();
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Content" description="Articles and resources taken down. Take one down from its own page; restore it here." />
      {role !== 'admin' ? <AdminsOnly /> : <TakenDownList page={pageFrom(params)} />}
    </div>
  );
}
