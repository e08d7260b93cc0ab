import { Link } from '../../../lib/router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAppConfig } from '../../../lib/config';
import { LegalPage, LegalSection } from '../components/LegalPage';

/** /contact: how to reach the team, and the grievance officer the DPDP Act asks for (docs/product/business-pages.md). */
export default function ContactPage() {
  const { data: config, isPending } = useAppConfig();
  const email = config?.contact.email;
  const phone = config?.contact.phone;
  return (
    <LegalPage title="Contact us" description="Questions about a booking, a payment, a coach, or your data: write or call, we answer within two working days.">
      <LegalSection title="Write or call">
        {isPending ? (
          <Skeleton className="h-12 w-64" />
        ) : (
          <ul>
            {email && (
              <li>
                Mail: <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {phone && (
              <li>
                Phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> (Monday to Saturday, 10 am to 6 pm IST)
              </li>
            )}
            <li>Office: Pune, India</li>
          </ul>
        )}
      </LegalSection>
      <LegalSection title="A booking or a refund">
        <p>
          Most answers are on your session&apos;s page and in the <Link to="/refunds">Cancellation and refunds</Link> policy. If a coach did not come,
          report it from the session page: an admin settles it.
        </p>
      </LegalSection>
      <LegalSection title="Grievance officer">
        <p>
          For a complaint about how we handle your personal data (the <Link to="/privacy">Privacy policy</Link>), write to our grievance officer at{' '}
          {email ? <a href={`mailto:${email}?subject=Grievance`}>{email}</a> : 'the address above'} with &ldquo;Grievance&rdquo; in the subject. We
          acknowledge within 48 hours and answer within 30 days.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
