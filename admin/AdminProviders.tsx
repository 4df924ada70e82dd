import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { StepUpProvider } from './auth/StepUpProvider';
import { ToastProvider } from './toast/ToastProvider';
import { createTrpcClient, trpc } from './trpc/client';
import { createQueryClient } from './trpc/query-client';

// One cache for the tab's life: going from /auth to /admin does not ask the server again for
// what it already said. Created on first use, never during the prerender.
let browserQueryClient: ReturnType<typeof createQueryClient> | undefined;
function queryClientFor() {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/** What every admin screen needs around it: the tRPC client, its query cache, toasts, the auth state and the step-up dialog. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(queryClientFor);
  const [trpcClient] = useState(createTrpcClient);
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
