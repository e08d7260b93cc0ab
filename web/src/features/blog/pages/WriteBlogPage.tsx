import { PageHeader } from '../../../components/ui/PageHeader';

/** Placeholder: rendered inside DashboardLayout (which gives the page container). */
export default function WriteBlogPage() {
  return <PageHeader title="Write a blog post" />;
}
