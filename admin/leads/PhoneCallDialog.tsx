import { useId, useMemo, useState } from 'react';
import { useToast } from '../toast/toast-context';
import { failureText } from '../ui/messages';
import { errorDataOf } from '../trpc/errors';
import { useLogPhoneCall } from './queries';
import { primaryOffice } from '../../schema/office';
import { CHANNEL_LABELS, CHANNELS, type Channel } from '../../shared/channel';
import { useSite } from '../../ui/page-context';
import { Dialog } from '../ui/Dialog';
import { emptyRequestValues, RequestFieldsForm } from './RequestFieldsForm';
import * as a from '../ui/admin.css';
import * as l from './leads.css';

/** A key for one entry, so a double click or a retry stores one request. */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * "Log a phone call": the web form's request, entered by the office while (or after) the customer
 * is on the line, with how they found us (the classifier's channels) and the office that took the
 * call. Saved, it opens like any request.
 */
export function PhoneCallDialog({ onClose, onLogged }: { onClose: () => void; onLogged: (id: number) => void }) {
  const site = useSite();
  const fieldId = useId();
  const { toast } = useToast();
  const [channel, setChannel] = useState<Channel>('referral');
  const [office, setOffice] = useState(primaryOffice(site).id);
  const key = useMemo(newKey, []);
  const log = useLogPhoneCall({
    onLogged: (id) => {
      toast({ title: 'Phone call logged', description: 'It is in the list as Contacted.' });
      onLogged(id);
    },
    onError: (error) => {
      if (!errorDataOf(error).fieldErrors)
        toast({ variant: 'destructive', title: 'Phone call not logged', description: failureText(error) });
    },
  });
  return (
    <Dialog title="Log a phone call" onClose={onClose}>
      {(close) => (
        <>
          <p className={a.secondary}>
            The same request as the web form, with the same checks. It is saved as Contacted (the call was the first
            response), with you in its history.
          </p>
          <RequestFieldsForm
            initial={emptyRequestValues()}
            label="Request taken on the phone"
            submitLabel="Save the request"
            busy={log.isPending}
            onCancel={close}
            onSubmit={(values) => log.mutateAsync({ values, channel, office, idempotencyKey: key })}
            extra={
              <div className={l.inlineFields}>
                <label className={l.smallField} htmlFor={`${fieldId}-channel`}>
                  <span className={l.fieldLabel}>How they found us</span>
                  <select
                    id={`${fieldId}-channel`}
                    className={l.selectFull}
                    value={channel}
                    onChange={(event) => setChannel(event.target.value as Channel)}
                  >
                    {CHANNELS.map((option) => (
                      <option key={option} value={option}>
                        {CHANNEL_LABELS[option]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={l.smallField} htmlFor={`${fieldId}-office`}>
                  <span className={l.fieldLabel}>Office that took the call</span>
                  <select
                    id={`${fieldId}-office`}
                    className={l.selectFull}
                    value={office}
                    onChange={(event) => setOffice(event.target.value)}
                  >
                    {site.offices.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            }
          />
        </>
      )}
    </Dialog>
  );
}
