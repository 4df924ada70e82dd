import { useToast } from '../toast/toast-context';
import { trpc } from '../trpc/client';
import { failureText } from '../ui/messages';

/**
 * The account page's changes, each followed by a fresh overview (and the session, whose two-step
 * state may have changed). Failures are toasted in the server's words; a step-up refusal opens
 * the step-up dialog by itself (StepUpProvider).
 */
export function useFactorChanges() {
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const refresh = async () => {
    await Promise.all([utils.account.overview.invalidate(), utils.auth.session.invalidate()]);
  };
  const onError = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: failureText(error) });
  return {
    refresh,
    registrationOptions: trpc.account.passkeyRegistrationOptions.useMutation(),
    addPasskey: trpc.account.addPasskey.useMutation({ onSuccess: refresh }),
    renamePasskey: trpc.account.renamePasskey.useMutation({ onSuccess: refresh, onError: onError('Not renamed') }),
    removePasskey: trpc.account.removePasskey.useMutation({ onSuccess: refresh, onError: onError('Not removed') }),
    startTotp: trpc.account.startTotpSetup.useMutation({ onError: onError('Could not start') }),
    confirmTotp: trpc.account.confirmTotpSetup.useMutation({ onSuccess: refresh }),
    renameTotp: trpc.account.renameTotp.useMutation({ onSuccess: refresh, onError: onError('Not renamed') }),
    removeTotp: trpc.account.removeTotp.useMutation({ onSuccess: refresh, onError: onError('Not removed') }),
    regenerate: trpc.account.regenerateRecoveryCodes.useMutation({
      onSuccess: refresh,
      onError: onError('No new codes'),
    }),
  };
}
export type FactorChanges = ReturnType<typeof useFactorChanges>;
