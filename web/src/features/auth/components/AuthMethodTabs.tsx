import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Skeleton } from '../../../components/ui/Skeleton';
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
 * server has Google sign-in configured (GET /api/config, server-rendered with the page); otherwise the
 * page's email form alone. A short placeholder while the config is still being asked for, so the form
 * never turns into tabs under the person's fingers.
 */
export function AuthMethodTabs({ label, initial = 'google', googleNote, children }: AuthMethodTabsProps) {
  const config = useAppConfig();
  const [tab, setTab] = useState<AuthMethod>(initial);
  if (config.isPending) return <Skeleton className="h-80 w-full rounded-lg" />;
  if (!config.data?.googleEnabled) return <>{children}</>;
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as AuthMethod)}>
      <TabsList aria-label={label}>
        <TabsTrigger value="google">Google</TabsTrigger>
        <TabsTrigger value="email">Email</TabsTrigger>
      </TabsList>

      <TabsContent value="google">
        <GoogleSignIn note={googleNote} />
      </TabsContent>

      <TabsContent value="email">{children}</TabsContent>
    </Tabs>
  );
}
