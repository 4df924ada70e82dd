import { useState, type FormEvent } from 'react';
import type { PasskeyAnswer, ProofInput } from '../../schema/second-factors';
import { button } from '../../ui/theme/primitives.css';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import type { SecondFactorMethods } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { Field, SubmitButton } from '../ui/Field';
import { failureText } from '../ui/messages';
import { getPasskey, PasskeyPromptError, passkeysSupported } from './passkey-browser';
import * as s from './second-factor.css';

type Mode = 'choose' | 'totp' | 'recovery-code';

/**
 * The second factor, asked for at sign-in and for a step-up: "Use your passkey" first (nothing to
 * type, and it cannot be phished), the authenticator app's code, or a recovery code for a lost
 * phone. `submit` sends the proof and throws the server's refusal, shown under the field.
 */
export function SecondFactorForm({
  methods,
  passkeyOptions,
  submit,
  failureTitle,
  showIntro = true,
}: {
  methods: SecondFactorMethods;
  /** Asks the server for a passkey challenge (for this account). */
  passkeyOptions: () => Promise<{ challengeId: string; options: unknown }>;
  submit: (proof: ProofInput) => Promise<void>;
  /** The toast's title when a try fails, e.g. "Sign in failed". */
  failureTitle: string;
  /** The line saying why (off where the surrounding text says it already). */
  showIntro?: boolean;
}) {
  const { toast } = useToast();
  const canPasskey = methods.passkey && passkeysSupported();
  const [mode, setMode] = useState<Mode>(canPasskey || !methods.totp ? 'choose' : 'totp');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function run(proof: () => Promise<ProofInput>) {
    setBusy(true);
    setError(undefined);
    try {
      await submit(await proof());
    } catch (failure) {
      const message =
        failure instanceof PasskeyPromptError
          ? failure.message
          : (errorDataOf(failure).fieldErrors?.code?.[0] ?? failureText(failure));
      setError(message);
      toast({ variant: 'destructive', title: failureTitle, description: message });
    } finally {
      setBusy(false);
    }
  }

  const withPasskey = () =>
    run(async () => {
      const { challengeId, options } = await passkeyOptions();
      const response: PasskeyAnswer = await getPasskey(options);
      return { method: 'passkey', challengeId, response };
    });

  const onCode = (method: 'totp' | 'recovery-code') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void run(async () => ({ method, code }));
  };

  const switchTo = (next: Mode) => {
    setError(undefined);
    setMode(next);
  };

  return (
    <div className={s.factor}>
      {(showIntro || mode === 'recovery-code') && (
        <p className={a.muted}>
          {mode === 'recovery-code'
            ? 'Type one of the recovery codes you saved when you turned on two-step sign-in. Each code works once.'
            : 'Your account has two-step sign-in. Confirm it is you with one of these.'}
        </p>
      )}
      {mode === 'choose' && (
        <div className={s.choices}>
          {canPasskey && (
            <button
              type="button"
              className={`${button({ kind: 'secondary' })} ${a.submit}`}
              disabled={busy}
              onClick={() => void withPasskey()}
            >
              {busy ? 'Waiting for your passkey...' : 'Use your passkey'}
            </button>
          )}
          {methods.passkey && !canPasskey && (
            <p className={a.muted}>This browser cannot use passkeys. Use a code instead.</p>
          )}
          {error && (
            <p className={a.fieldError} role="alert">
              {error}
            </p>
          )}
          {methods.totp && (
            <button
              type="button"
              className={`${button({ kind: 'outline' })} ${a.submit}`}
              onClick={() => switchTo('totp')}
            >
              Enter a code from your authenticator app
            </button>
          )}
        </div>
      )}
      {mode === 'totp' && (
        <form className={a.form} onSubmit={onCode('totp')} aria-label="Confirm with an authenticator code">
          <Field
            label="6-digit code from your authenticator app"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            autoFocus
            errors={error ? [error] : undefined}
          />
          <SubmitButton busy={busy} busyLabel="Checking..." label="Verify" />
        </form>
      )}
      {mode === 'recovery-code' && (
        <form className={a.form} onSubmit={onCode('recovery-code')} aria-label="Confirm with a recovery code">
          <Field
            label="Recovery code"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="abcde-23456"
            maxLength={40}
            required
            autoFocus
            errors={error ? [error] : undefined}
          />
          <SubmitButton busy={busy} busyLabel="Checking..." label="Use recovery code" />
        </form>
      )}
      <div className={s.otherWays}>
        {mode !== 'choose' && canPasskey && (
          <button type="button" className={a.linkButton} onClick={() => switchTo('choose')}>
            Use your passkey instead
          </button>
        )}
        {mode === 'recovery-code' && methods.totp && (
          <button type="button" className={a.linkButton} onClick={() => switchTo('totp')}>
            Use your authenticator app instead
          </button>
        )}
        {mode !== 'recovery-code' && methods.recoveryCode && (
          <button type="button" className={a.linkButton} onClick={() => switchTo('recovery-code')}>
            Lost your phone or passkey? Use a recovery code
          </button>
        )}
      </div>
    </div>
  );
}
