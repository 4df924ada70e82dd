import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { StepUpProvider } from './auth/StepUpProvider';
import { ToastProvider } from './toast/ToastProvider';
import { queryClientFor, trpcClientFor } from './trpc/browser-clients';
import { trpc, untypedClientOf } from './trpc/client';

/** What every admin screen needs around it: the tRPC client, its query cache, toasts, the auth state and the step-up dialog. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(queryClientFor);
  const [trpcClient] = useState(() => untypedClientOf(trpcClientFor()));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AuthProvider>
            <StepUpProvider>{children}</StepUpProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
