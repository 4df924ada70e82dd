import { type FormEvent, useState } from 'react';
import { createPasskey, PasskeyPromptError, passkeysSupported } from '../auth/passkey-browser';
import { useStepUp } from '../auth/step-up-context';
import { useToast } from '../toast/toast-context';
import { errorDataOf } from '../trpc/errors';
import type { AccountOverview } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { Field } from '../ui/Field';
import { failureText } from '../ui/messages';
import { useHydrated } from '../ui/use-hydrated';
import { button } from '../../ui/theme/primitives.css';
import { FactorRow, usedText } from './FactorRow';
import type { FactorChanges } from './use-factor-changes';
import * as s from './AdminAccount.css';

/** A name for a new passkey from the browser's platform, so adding one is a single click. */
function suggestedName(): string {
  if (typeof navigator === 'undefined') return 'Passkey on this device';
  const ua = navigator.userAgent;
  const device = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android phone'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Windows/.test(ua)
            ? 'Windows PC'
            : /CrOS/.test(ua)
              ? 'Chromebook'
              : /Linux/.test(ua)
                ? 'Linux computer'
                : null;
  return device ? `${device} passkey` : 'Passkey on this device';
}

export function PasskeysSection({
  overview,
  changes,
  onRecoveryCodes,
}: {
  overview: AccountOverview;
  changes: FactorChanges;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const { toast } = useToast();
  const stepUp = useStepUp();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string[] | undefined>();
  const supported = hydrated && passkeysSupported();

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    stepUp.guard(() => void add(name, form), { addsFactor: true });
  }

  async function add(name: string, form: HTMLFormElement) {
    setBusy(true);
    setNameError(undefined);
    try {
      const { challengeId, options } = await changes.registrationOptions.mutateAsync();
      const response = await createPasskey(options);
      const result = await changes.addPasskey.mutateAsync({ challengeId, response, name });
      form.reset();
      toast({ title: 'Passkey added', description: `"${name.trim()}" signs you in from now on.` });
      if (result.recoveryCodes) onRecoveryCodes(result.recoveryCodes);
    } catch (error) {
      const description = error instanceof PasskeyPromptError ? error.message : failureText(error);
      setNameError(errorDataOf(error).fieldErrors?.name);
      toast({ variant: 'destructive', title: 'Passkey not added', description });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={s.card} aria-labelledby="passkeys-heading">
      <div className={s.cardHeader}>
        <h2 id="passkeys-heading" className={s.cardTitle}>
          Passkeys <span className={s.recommended}>Recommended</span>
        </h2>
        <p className={a.muted}>
          A passkey signs you in with your fingerprint, face or device PIN. Nothing to type, and a fake site cannot
          trick it out of you. Add one on each computer or phone you use, so losing one is no problem.
        </p>
      </div>
      {overview.passkeys.length > 0 && (
        <ul className={a.plainList} aria-label="Your passkeys">
          {overview.passkeys.map((passkey) => (
            <FactorRow
              key={passkey.id}
              kind="passkey"
              name={passkey.name}
              busy={changes.removePasskey.isPending || changes.renamePasskey.isPending}
              facts={`${usedText(passkey.createdAt, passkey.lastUsedAt)} · ${passkey.synced ? 'synced to your other devices' : 'on this device only'}`}
              onRename={(name) => changes.renamePasskey.mutate({ id: passkey.id, name })}
              onRemove={() => stepUp.guard(() => changes.removePasskey.mutate({ id: passkey.id }))}
            />
          ))}
        </ul>
      )}
      {supported ? (
        <form className={s.addForm} onSubmit={onAdd} aria-label="Add a passkey">
          <Field
            label="Name for the new passkey"
            name="name"
            defaultValue={suggestedName()}
            maxLength={60}
            required
            errors={nameError}
          />
          <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
            {busy ? 'Waiting for your device...' : 'Add a passkey'}
          </button>
        </form>
      ) : (
        hydrated && <p className={a.muted}>This browser cannot make passkeys. Use an up-to-date browser to add one.</p>
      )}
    </section>
  );
}
