import type { ReactNode } from 'react';
import { container } from '../ui/theme/primitives.css';
import { AdminProviders } from './AdminProviders';
import { DashboardHeader } from './DashboardHeader';
import * as a from './ui/admin.css';

/**
 * The frame of every admin page: the providers (tRPC, its cache, toasts, auth), the dashboard's own
 * header and <main> on the /admin pages (the site's frame leaves its own out there: src/layout/dashboard-page.ts
 * isDashboardPage; the sign-in pages keep the site's) and the page's column.
 */
export function AdminPage({ dashboard = true, children }: { dashboard?: boolean; children: ReactNode }) {
  return (
    <AdminProviders>
      {dashboard ? (
        <>
          <DashboardHeader />
          <main id="main" tabIndex={-1} className={`${a.page} ${a.main}`}>
            <div className={container}>{children}</div>
          </main>
        </>
      ) : (
        <div className={a.page}>
          <div className={container}>{children}</div>
        </div>
      )}
    </AdminProviders>
  );
}

/** An admin page that is one narrow panel under a heading and a line of intro (sign-in, new password). */
export function AdminPanelPage({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <AdminPage dashboard={false}>
      <div className={`${a.panel} ${a.narrow} ${a.panelStack}`}>
        <div className={a.panelHeader}>
          <h1 className={a.heading}>{heading}</h1>
          <p className={a.muted}>{intro}</p>
        </div>
        {children}
      </div>
    </AdminPage>
  );
}
