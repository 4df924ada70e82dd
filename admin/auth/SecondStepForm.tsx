import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAuth } from './auth-context';
import { SecondFactorForm } from './SecondFactorForm';
import { afterSignInTarget } from './after-sign-in';
import { trpc } from '../trpc/client';
import { errorDataOf } from '../trpc/errors';
import { useSecondStepPasskeyOptions } from './queries';
import * as a from '../ui/admin.css';
import { SECOND_STEP_EXPIRED } from '../../schema/second-factors';
import type { SecondStep } from './SignInForm';
import * as s from './AuthPanel.css';

/**
 * The second step of a sign-in, after a right password: a passkey, an authenticator code or a
 * recovery code. A ticket older than five minutes sends the person back to the password.
 */
export function SecondStepForm({ step, onStartOver }: { step: SecondStep; onStartOver: () => void }) {
  const auth = useAuth();
  const router = useRouter();
  // Read after the sign-in has asked the server who this is: a crew member lands on the crew page.
  const utils = trpc.useUtils();
  const target = () => afterSignInTarget(utils.auth.session.getData()?.role ?? null);
  const options = useSecondStepPasskeyOptions();
  const heading = useRef<HTMLHeadingElement>(null);
  // The password form is gone: a keyboard or screen reader user lands on what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={s.tabpanel} aria-labelledby="second-step-heading">
      <div className={s.stepHeader}>
        <h2 id="second-step-heading" className={`${s.subheading} ${a.focusTarget}`} ref={heading} tabIndex={-1}>
          Confirm it's you
        </h2>
        <p className={s.panelNote}>
          Signing in as <strong className={s.email}>{step.email}</strong>
        </p>
      </div>
      <SecondFactorForm
        methods={step.methods}
        failureTitle="Sign in failed"
        passkeyOptions={() => options.mutateAsync({ ticket: step.ticket })}
        submit={async (proof) => {
          try {
            await auth.completeSignIn(step.ticket, proof);
          } catch (error) {
            if (errorDataOf(error).appCode === SECOND_STEP_EXPIRED) onStartOver();
            throw error;
          }
          await router.navigate({ href: target() });
        }}
      />
      <button type="button" className={a.linkButton} onClick={onStartOver}>
        Start over with your email and password
      </button>
    </section>
  );
}
