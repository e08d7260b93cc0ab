import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs';
import type { AuthReason } from '../../../lib/auth';
import { useAppConfig } from '../../../lib/config';
import { useAuthReasonOnce } from '../useAuthReasonOnce';
import { GoogleSignIn } from './GoogleSignIn';

export type AuthMethod = 'google' | 'email';

/**
 * 'Session expired / Please sign in again', shown once for a leftover sign-out reason
 * (`only`: which reasons this screen shows; see useAuthReasonOnce).
 */
export function SessionExpiredNotice({ only }: { only?: readonly AuthReason[] }) {
  const expired = useAuthReasonOnce(only);
  if (!expired) return null;
  return (
    <Alert tone="warning" title="Session expired" className="mb-5">
      Please sign in again
    </Alert>
  );
}

export interface AuthMethodTabsProps {
  /** The tab list's accessible name, e.g. "How to sign in". */
  label: string;
  /** The tab shown first. */
  initial?: AuthMethod;
  /** Under 'Continue with Google'. */
  googleNote?: string;
  /** The Email tab: the page's form. */
  children: ReactNode;
}

/**
 * The Google / Email tabs of /login and /register (Radix tabs: arrow keys, roving focus), only when the
 * server has Google sign-in configured (GET /api/config). The email form is there at once, whatever that
 * answer's delay (a slow first call must not keep anyone from signing in), and always at the same place
 * in the tree, so the tabs appearing around it never clear what was typed; when the answer came after the
 * form was shown, the Email tab stays the one selected.
 */
export function AuthMethodTabs({ label, initial = 'google', googleNote, children }: AuthMethodTabsProps) {
  const config = useAppConfig();
  const [knownAtFirst] = useState(() => !config.isPending);
  const [chosen, setChosen] = useState<AuthMethod | null>(null);
  const google = config.data?.googleEnabled === true;
  const tab = google ? (chosen ?? (knownAtFirst ? initial : 'email')) : 'email';
  return (
    <Tabs value={tab} onValueChange={(v) => setChosen(v as AuthMethod)}>
      {google && (
        <TabsList aria-label={label}>
          <TabsTrigger value="google">Google</TabsTrigger>
          <TabsTrigger value="email">Email</TabsTrigger>
        </TabsList>
      )}
      {google && (
        <TabsContent value="google">
          <GoogleSignIn note={googleNote} />
        </TabsContent>
      )}
      <TabsContent value="email">{children}</TabsContent>
    </Tabs>
  );
}
