import { useEffect, useId, useRef } from 'react';
import { formatSubmissionDate } from '../../schema/business-time';
import { trpc } from '../../src/trpc/client';
import { button } from '../../src/theme/primitives.css';
import { failureText } from '../_admin/messages';
import { Loading } from '../_admin/Spinner';
import { ContactDetails } from './ContactDetails';
import * as s from './AdminDashboard.css';

const SOURCES: Record<string, string> = { form: 'Contact form', 'form-nojs': 'Contact form (without JavaScript)', webhook: 'Form widget' };

/**
 * One submission in full, in a modal <dialog>: the browser keeps focus inside, Escape closes it,
 * and focus goes back to the button that opened it. Text is rendered as text, never as HTML.
 */
export function SubmissionDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const detail = trpc.submissions.get.useQuery({ id });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = () => dialog.current?.close();
  const when = detail.data && formatSubmissionDate(detail.data.createdAt);
  return (
    <dialog
      ref={dialog}
      className={s.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) close(); // a click on the backdrop
      }}
    >
      <div className={s.dialogInner}>
        <div className={s.dialogHeader}>
          <h2 id={titleId} className={s.dialogTitle}>
            {detail.data?.name ?? 'Submission'}
          </h2>
          <button type="button" className={button({ kind: 'outline' })} onClick={close}>
            Close
          </button>
        </div>
        {detail.isPending && <Loading label="Loading submission..." />}
        {detail.isError && <p role="alert">{failureText(detail.error)}</p>}
        {detail.data && when && (
          <dl className={s.details}>
            <dt className={s.detailTerm}>Contact</dt>
            <dd className={s.detailValue}>
              <ContactDetails email={detail.data.email} phone={detail.data.phone} address={detail.data.address} />
            </dd>
            <dt className={s.detailTerm}>Service</dt>
            <dd className={s.detailValue}>{detail.data.serviceNeeded ? <span className={s.badge}>{detail.data.serviceNeeded}</span> : '-'}</dd>
            <dt className={s.detailTerm}>Submitted</dt>
            <dd className={s.detailValue}>
              <time dateTime={detail.data.createdAt}>
                {when.date} at {when.time}
              </time>{' '}
              <span className={s.secondary}>(Tulsa time)</span>
            </dd>
            <dt className={s.detailTerm}>Source</dt>
            <dd className={s.detailValue}>{SOURCES[detail.data.source] ?? detail.data.source}</dd>
            <dt className={s.detailTerm}>Message</dt>
            <dd className={s.detailValue}>{detail.data.message ? <p className={s.message}>{detail.data.message}</p> : '-'}</dd>
          </dl>
        )}
      </div>
    </dialog>
  );
}
