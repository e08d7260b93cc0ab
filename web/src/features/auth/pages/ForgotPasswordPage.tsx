import { PageHeader } from '../../../components/ui/PageHeader';

/** Placeholder page; replace the body. Pages inside RootLayout bring their own container. */
export default function ForgotPasswordPage() {
  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title="Forgot your password?" />
    </div>
  );
}
