import type { ReactNode } from 'react';
import { container } from '../ui/theme/primitives.css';
import { AdminProviders } from './AdminProviders';
import * as a from './ui/admin.css';

/** The frame of every admin page: the providers (tRPC, its cache, toasts, auth) and the page's column. */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <AdminProviders>
      <div className={a.page}>
        <div className={container}>{children}</div>
      </div>
    </AdminProviders>
  );
}

/** An admin page that is one narrow panel under a heading and a line of intro (sign-in, new password). */
export function AdminPanelPage({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <AdminPage>
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
