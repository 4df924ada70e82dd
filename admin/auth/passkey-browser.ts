import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyAnswer } from '../../schema/second-factors';

/**
 * The browser's side of passkeys (@simplewebauthn/browser: the options from the server in, the
 * signed answer out). Only the /auth and /admin chunks import it.
 */
export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn();

/** A refusal from the browser or the authenticator, in words: what happened and what to do. */
export class PasskeyPromptError extends Error {}

function explain(error: unknown): never {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    throw new PasskeyPromptError('This device already has a passkey on your account.');
  if (name === 'NotAllowedError' || name === 'AbortError')
    throw new PasskeyPromptError('The passkey prompt was closed or timed out. Try again when you are ready.');
  if (name === 'SecurityError')
    throw new PasskeyPromptError('This browser refused passkeys for this address. Open the site at its usual address.');
  throw new PasskeyPromptError('Your browser could not use a passkey here. Try another browser or device.');
}

export async function getPasskey(options: unknown): Promise<PasskeyAnswer> {
  try {
    const answer = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
    return answer as unknown as PasskeyAnswer;
  } catch (error) {
    explain(error);
  }
}

export async function createPasskey(options: unknown): Promise<PasskeyAnswer> {
  try {
    const answer = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
    return answer as unknown as PasskeyAnswer;
  } catch (error) {
    explain(error);
  }
}
