import { useState } from 'react';
import { AdminPanelPage } from '../AdminPage';
import { useAuth } from './auth-context';
import * as a from '../ui/admin.css';
import { useHydrated } from '../ui/use-hydrated';
import { SmartLink } from '../../ui/SmartLink';
import { AuthTabs } from './AuthTabs';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SecondStepForm } from './SecondStepForm';
import type { SecondStep } from './SignInForm';

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

function Body() {
  const [view, setView] = useState<'tabs' | 'forgot' | SecondStep>('tabs');
  const hydrated = useHydrated();
  // Read after hydration: the prerendered page has no query string, so the first render must not either.
  const verify = hydrated ? VERIFY_NOTES[new URLSearchParams(window.location.search).get('verify') ?? ''] : undefined;
  return (
    <>
      {/* Signing in runs in the browser (the session check, passkeys, two-step codes); without
          JavaScript the buttons stay off, so say why instead of leaving them dead. */}
      <noscript>
        <div className={a.note.warning} data-needs-javascript="">
          <div>
            <p className={a.noteTitle}>Signing in needs JavaScript</p>
            <p className={a.noteText}>
              The dashboard runs in your browser, and so do the sign-in checks (two-step codes and passkeys), so the
              buttons below stay off while JavaScript is turned off. Turn it on for this site and reload the page, or
              use another browser. Customers do not need it: the contact form works without it.
            </p>
          </div>
        </div>
      </noscript>
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
        <AuthTabs onForgotPassword={() => setView('forgot')} onSecondStep={setView} />
      ) : view === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setView('tabs')} />
      ) : (
        <SecondStepForm step={view} onStartOver={() => setView('tabs')} />
      )}
    </>
  );
}

/** The admin sign-in page. Loaded lazily with the tRPC client. */
export function AuthPanel() {
  return (
    <AdminPanelPage heading="Admin Access" intro="Staff sign in here to see contact requests.">
      <Body />
    </AdminPanelPage>
  );
}
