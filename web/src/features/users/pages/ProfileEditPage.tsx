import { PageHeader } from '../../../components/ui/PageHeader';

/** Placeholder: rendered inside DashboardLayout (which gives the page container). */
export default function ProfileEditPage() {
  return <PageHeader title="Edit profile" />;
}
