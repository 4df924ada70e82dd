import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useStepUp } from '../auth/step-up-context';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import type { AccountOverview, TotpSetupView } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { Field } from '../ui/Field';
import { failureText } from '../ui/messages';
import { button } from '../../ui/theme/primitives.css';
import { FactorRow, usedText } from './FactorRow';
import type { FactorChanges } from './use-factor-changes';
import { FormActions } from '../ui/FormActions';
import * as s from './AdminAccount.css';

/** The setup: scan the QR code (or type the key), then type back a code the app shows. */
function TotpSetup({
  setup,
  changes,
  onCancel,
  onDone,
}: {
  setup: TotpSetupView;
  changes: FactorChanges;
  onCancel: () => void;
  onDone: (codes: string[] | null) => void;
}) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setErrors({});
    try {
      const result = await changes.confirmTotp.mutateAsync({
        setupId: setup.setupId,
        code: String(form.get('code') ?? ''),
        name: String(form.get('name') ?? ''),
      });
      toast({ title: 'Authenticator app on', description: 'Its codes sign you in from now on.' });
      onDone(result.recoveryCodes);
    } catch (error) {
      setErrors(errorDataOf(error).fieldErrors ?? {});
      toast({ variant: 'destructive', title: 'Not turned on', description: failureText(error) });
    }
  }

  return (
    <div className={s.setup}>
      <h3 className={`${s.setupTitle} ${a.focusTarget}`} ref={heading} tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <ol className={s.setupSteps}>
        <li>
          Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and add an account.
        </li>
        <li>Scan this QR code with it, or type the key below.</li>
      </ol>
      <div className={s.qrRow}>
        <svg
          className={s.qr}
          viewBox={`-2 -2 ${setup.qr.size + 4} ${setup.qr.size + 4}`}
          shapeRendering="crispEdges"
          role="img"
          aria-label="QR code for your authenticator app (the same key is written next to it)"
        >
          <rect x="-2" y="-2" width={setup.qr.size + 4} height={setup.qr.size + 4} fill="#fff" />
          <path d={setup.qr.path} fill="#0b1624" />
        </svg>
        <div className={s.secretBox}>
          <p className={s.secretLabel}>Key (if you cannot scan)</p>
          <code className={s.secret}>{setup.secret}</code>
          <p className={s.factorFacts}>Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form className={s.addForm} onSubmit={onSubmit} aria-label="Turn on the authenticator app">
        <Field
          label="The 6-digit code the app shows now"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          errors={errors.code}
        />
        <Field label="Name" name="name" defaultValue="Authenticator app" maxLength={60} required errors={errors.name} />
        <FormActions
          submitLabel="Turn on"
          busy={changes.confirmTotp.isPending}
          busyLabel="Checking..."
          onCancel={onCancel}
        />
      </form>
    </div>
  );
}

export function AuthenticatorSection({
  overview,
  changes,
  onRecoveryCodes,
}: {
  overview: AccountOverview;
  changes: FactorChanges;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const stepUp = useStepUp();
  const [setup, setSetup] = useState<TotpSetupView | null>(null);
  const totp = overview.totp;

  return (
    <section className={s.card} aria-labelledby="totp-heading">
      <div className={s.cardHeader}>
        <h2 id="totp-heading" className={s.cardTitle}>
          Authenticator app
        </h2>
        <p className={a.muted}>
          An app on your phone shows a new 6-digit code every 30 seconds; you type it after your password. Works without
          signal.
        </p>
      </div>
      {totp ? (
        <ul className={a.plainList} aria-label="Your authenticator app">
          <FactorRow
            kind="authenticator app"
            name={totp.name}
            busy={changes.removeTotp.isPending || changes.renameTotp.isPending}
            facts={usedText(totp.createdAt, totp.lastUsedAt)}
            onRename={(name) => changes.renameTotp.mutate({ name })}
            onRemove={() => stepUp.guard(() => changes.removeTotp.mutate())}
          />
        </ul>
      ) : setup ? (
        <TotpSetup
          setup={setup}
          changes={changes}
          onCancel={() => setSetup(null)}
          onDone={(codes) => {
            setSetup(null);
            if (codes) onRecoveryCodes(codes);
          }}
        />
      ) : overview.totpUnavailable ? (
        <p className={a.muted}>{overview.totpUnavailable}</p>
      ) : (
        <div>
          <button
            type="button"
            className={button({ kind: 'outline' })}
            disabled={changes.startTotp.isPending}
            onClick={() =>
              stepUp.guard(() => changes.startTotp.mutate(undefined, { onSuccess: setSetup }), { addsFactor: true })
            }
          >
            Set up an authenticator app
          </button>
        </div>
      )}
    </section>
  );
}
