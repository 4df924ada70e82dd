import { useState } from 'react';
import { AdminProviders } from '../../admin/AdminProviders';
import { useAuth } from '../../admin/auth/auth-context';
import { container } from '../../ui/theme/primitives.css';
import * as a from '../../admin/ui/admin.css';
import { useHydrated } from '../../admin/ui/use-hydrated';
import { SmartLink } from '../_shared/SmartLink';
import { AuthTabs } from './AuthTabs';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import type { AuthPanelProps } from './schema';
import * as s from './AuthPanel.css';

/** Where the verification link sends a person it could not sign in (server/http/verify-email-route.ts). */
const VERIFY_NOTES: Record<string, { title: string; text: string }> = {
  expired: {
    title: 'That verification link has expired or was already used',
    text: 'Sign in if you verified before, or sign up again to get a new link.',
  },
  unavailable: {
    title: 'We could not verify your email just now',
    text: 'Please open the link from the email again in a minute.',
  },
};

function SignedInNote() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return null;
  return (
    <div className={a.note.info}>
      <div>
        <p className={a.noteTitle}>You are signed in as {auth.user?.email}.</p>
        <p className={a.noteText}>
          {auth.isAdmin ? (
            <SmartLink href="/admin">Go to the dashboard</SmartLink>
          ) : (
            'This account has no admin privileges yet.'
          )}{' '}
          <button type="button" className={a.linkButton} onClick={() => void auth.signOut()}>
            Sign Out
          </button>
        </p>
      </div>
    </div>
  );
}

function Body({ heading, intro }: AuthPanelProps) {
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const hydrated = useHydrated();
  // Read after hydration: the prerendered page has no query string, so the first render must not either.
  const verify = hydrated ? VERIFY_NOTES[new URLSearchParams(window.location.search).get('verify') ?? ''] : undefined;
  return (
    <div className={a.page}>
      <div className={container}>
        <div className={`${a.panel} ${a.narrow} ${s.panel}`}>
          <div className={s.header}>
            <h1 className={a.heading}>{heading}</h1>
            <p className={a.muted}>{intro}</p>
          </div>
          <SignedInNote />
          {verify && (
            <div className={a.note.warning} role="status">
              <div>
                <p className={a.noteTitle}>{verify.title}</p>
                <p className={a.noteText}>{verify.text}</p>
              </div>
            </div>
          )}
          {view === 'tabs' ? (
            <AuthTabs onForgotPassword={() => setView('forgot')} />
          ) : (
            <ForgotPasswordForm onBack={() => setView('tabs')} />
          )}
        </div>
      </div>
    </div>
  );
}

/** The admin sign-in page. Loaded lazily (see blocks/registry.tsx) with the tRPC client. */
export function AuthPanel(props: AuthPanelProps) {
  return (
    <AdminProviders>
      <Body {...props} />
    </AdminProviders>
  );
}
