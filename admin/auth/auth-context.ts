import { createContext, useContext } from 'react';
import type { SignInInput, SignUpInput } from '../../schema/auth';
import type { SessionUser } from '../trpc/outputs';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'unavailable';

export interface AuthValue {
  /** loading until the server has answered once; unavailable when it could not be reached (after retries). */
  status: AuthStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /** Signs in and updates the state; throws the server's error for the form to show. */
  signIn: (input: SignInInput) => Promise<void>;
  /** Creates the account (a verification mail follows); throws the server's error. */
  signUp: (input: SignUpInput) => Promise<void>;
  /** Ends the session and goes to the site root. */
  signOut: () => Promise<void>;
  /** Asks the server again now. */
  recheck: () => void;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
