import { formatDate, type AdminUserListItem } from '@ssb/domain';
import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { Select } from '../../../components/ui/Select';
import { useAuth } from '../../../lib/auth';
import { AdminsOnly } from '../../admin/components/AdminsOnly';
import { PagedList } from '../../admin/components/PagedList';
import { useAccounts, type UserFilters } from '../api';
import { AccountActionDialog } from '../components/AccountActionDialog';

const ROLES = { mentee: 'Mentee', mentor: 'Coach', admin: 'Admin' } as const;

const COLUMNS = (selfId: string | undefined): MoneyColumn<AdminUserListItem>[] => [
  {
    header: 'Person',
    cell: (u) => (
      <>
        {u.role === 'mentor' ? (
          <Link to={`/coaches/${u.id}`} className="block font-medium text-slate-900 hover:underline">
            {u.name || 'No name yet'}
          </Link>
        ) : (
          <span className="block font-medium text-slate-900">{u.name || 'No name yet'}</span>
        )}
        <span className="block break-all text-slate-600">{u.email}</span>
      </>
    ),
  },
  { header: 'Role', cell: (u) => (u.role ? ROLES[u.role] : 'Not chosen') + (u.role === 'mentor' && u.isVerified ? ' · verified' : '') },
  { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
  {
    header: 'Status',
    cell: (u) =>
      u.suspension ? (
        <>
          <Badge className="bg-red-50 text-red-800">Suspended</Badge>
          <span className="mt-1 block text-slate-600">
            {formatDate(u.suspension.at)}: {u.suspension.reason}
          </span>
        </>
      ) : u.isActive ? (
        'Active'
      ) : (
        'Inactive'
      ),
  },
  { header: '', cell: (u) => (u.id === selfId ? <span className="text-slate-500">You</span> : <AccountActionDialog user={u} />) },
];

function filtersFrom(params: URLSearchParams): UserFilters {
  const role = params.get('role');
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    role: role === 'mentee' || role === 'mentor' || role === 'admin' ? role : '',
    status: status === 'active' || status === 'suspended' ? status : '',
    page: pageFrom(params),
  };
}

function searchOf(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

function Accounts({ filters, selfId }: { filters: UserFilters; selfId: string | undefined }) {
  const accounts = useAccounts(filters);
  const hrefFor = (page: number) => {
    const query = searchOf({ ...filters, page }).toString();
    return query ? `/admin/users?${query}` : '/admin/users';
  };
  return (
    <PagedList query={accounts} what="users" empty={{ title: 'No one matches', description: 'Try another name or email, or clear the filters.' }} page={filters.page} hrefFor={hrefFor}>
      {(rows) => <MoneyTable caption="Users" rows={rows} columns={COLUMNS(selfId)} rowKey={(u) => u.id} />}
    </PagedList>
  );
}

/** /admin/users: find anyone, suspend or reactivate them with a reason (docs/product/admin-console.md "Users"). */
export default function UsersConsolePage() {
  const { role, user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [typed, setTyped] = useState(filters.q);
  const go = (next: Partial<UserFilters>) => setParams(searchOf({ ...filters, page: 1, ...next }));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Users" description="Find anyone by name or email. Suspending an account signs them out, unlists a coach and refunds their upcoming sessions." />
      {role !== 'admin' ? (
        <AdminsOnly />
      ) : (
        <>
          <form
            role="search"
            className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_1fr_1fr]"
            onSubmit={(event) => {
              event.preventDefault();
              go({ q: typed.trim() });
            }}
          >
            <Field label="Name or email">
              <Input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} onBlur={() => typed.trim() !== filters.q && go({ q: typed.trim() })} />
            </Field>
            <Field label="Role">
              <Select value={filters.role} onChange={(e) => go({ role: e.target.value as UserFilters['role'] })}>
                <option value="">Everyone</option>
                <option value="mentee">Mentees</option>
                <option value="mentor">Coaches</option>
                <option value="admin">Admins</option>
              </Select>
            </Field>
            <Field label="Status">
              <Select value={filters.status} onChange={(e) => go({ status: e.target.value as UserFilters['status'] })}>
                <option value="">Any</option>
                <option value="active">Active</option>
                <option value="suspended">Suspended</option>
              </Select>
            </Field>
          </form>
          <Accounts filters={filters} selfId={user?.id} />
        </>
      )}
    </div>
  );
}
