import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PASSWORD_REQUIRED, STEP_UP_REQUIRED } from '../../schema/second-factors';
import { useToast } from '../toast/toast-context';
import { trpc } from '../trpc/client';
import { errorDataOf } from '../trpc/errors';
import * as a from '../ui/admin.css';
import { Dialog } from '../ui/Dialog';
import { Loading } from '../ui/Spinner';
import { useAuth } from './auth-context';
import { PasswordConfirmForm } from './PasswordConfirmForm';
import { SecondFactorForm } from './SecondFactorForm';
import { type GuardOptions, StepUpContext, type StepUpValue } from './step-up-context';

/** A step-up is asked for again this long before the server's ten minutes run out (clocks, slow calls). */
const MARGIN_MS = 15_000;

/**
 * Erasing a request, the CSV, admin rights and factor changes need a second factor in the last ten
 * minutes. The server refuses without one (STEP_UP_REQUIRED); here the pages ask first, in a
 * modal dialog, and go on with what was asked once it is done. A refusal that still arrives (the
 * window ran out meanwhile) opens the same dialog.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const freshUntil = useRef(0);

  const isFresh = useCallback(
    (options?: GuardOptions) => {
      if (Date.now() < freshUntil.current) return true;
      const security = auth.security;
      if (!security) return false;
      const elapsed = Date.now() - security.checkedAt;
      // Without a factor there is nothing to step up with; only adding the first one needs the password.
      if (!security.hasSecondFactor)
        return !options?.addsFactor || security.reauthSecondsLeft * 1000 - elapsed > MARGIN_MS;
      return security.stepUpSecondsLeft * 1000 - elapsed > MARGIN_MS;
    },
    [auth.security],
  );

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const code = errorDataOf(event.action.error).appCode;
        if (code !== STEP_UP_REQUIRED && code !== PASSWORD_REQUIRED) return;
        freshUntil.current = 0;
        pending.current = null;
        setOpen(true);
      }),
    [queryClient],
  );

  const value = useMemo<StepUpValue>(
    () => ({
      guard: (action, options) => {
        if (isFresh(options)) return action();
        pending.current = action;
        setOpen(true);
      },
      guardLink: (event) => {
        if (isFresh()) return;
        event.preventDefault();
        const link = event.currentTarget;
        pending.current = () => link.click();
        setOpen(true);
      },
    }),
    [isFresh],
  );

  return (
    <StepUpContext.Provider value={value}>
      {children}
      {open && (
        <StepUpDialog
          onDone={(windowMs) => {
            freshUntil.current = Date.now() + windowMs - MARGIN_MS;
            auth.recheck();
            const action = pending.current;
            pending.current = null;
            setOpen(false);
            action?.();
          }}
          onCancel={() => {
            pending.current = null;
            setOpen(false);
          }}
          retryNote={pending.current === null}
        />
      )}
    </StepUpContext.Provider>
  );
}

function StepUpDialog({
  onDone,
  onCancel,
  retryNote,
}: {
  /** How long what was proved covers (a second factor: ten minutes; the password: five). */
  onDone: (windowMs: number) => void;
  onCancel: () => void;
  /** Opened by a refusal rather than before an action: the person does it again afterwards. */
  retryNote: boolean;
}) {
  const { toast } = useToast();
  const overview = trpc.account.overview.useQuery(undefined, { staleTime: 0 });
  const options = trpc.account.stepUpPasskeyOptions.useMutation();
  const stepUp = trpc.account.stepUp.useMutation();

  const methods = overview.data && {
    passkey: overview.data.passkeys.length > 0,
    totp: overview.data.totp !== null,
    recoveryCode: overview.data.recoveryCodes.left > 0,
  };
  return (
    <Dialog title="Confirm it's you" size="narrow" closeLabel="Cancel" onClose={onCancel}>
      {() => (
        <>
          {overview.data && !overview.data.hasSecondFactor ? (
            <p className={a.muted}>
              Before you add your first passkey or authenticator app, type your password again, so nobody who finds this
              computer signed in can add their own. You won't be asked again for 5 minutes.
            </p>
          ) : (
            <p className={a.muted}>
              Publishing to the website, erasing requests, downloading every request, and changing how you sign in need
              a fresh second factor. You won't be asked again for 10 minutes.
            </p>
          )}
          {overview.isPending && <Loading label="Loading your sign-in methods..." />}
          {overview.isError && <p role="alert">We could not load your sign-in methods. Close this and try again.</p>}
          {overview.data && !overview.data.hasSecondFactor && (
            <PasswordConfirmForm
              onConfirmed={() => {
                if (retryNote) toast({ title: 'Confirmed', description: 'Now do it again: it will go through.' });
                onDone(5 * 60_000);
              }}
            />
          )}
          {methods && overview.data?.hasSecondFactor && (
            <SecondFactorForm
              methods={methods}
              failureTitle="Not confirmed"
              showIntro={false}
              passkeyOptions={() => options.mutateAsync()}
              submit={async (proof) => {
                await stepUp.mutateAsync({ proof });
                if (retryNote) toast({ title: 'Confirmed', description: 'Now do it again: it will go through.' });
                onDone(10 * 60_000);
              }}
            />
          )}
        </>
      )}
    </Dialog>
  );
}
