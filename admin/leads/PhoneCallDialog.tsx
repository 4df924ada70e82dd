import { useId, useMemo, useState } from 'react';
import { useToast } from '../toast/toast-context';
import { failureText } from '../ui/messages';
import { errorDataOf } from '../trpc/errors';
import { useLogPhoneCall } from './queries';
import { useStormOverview } from './storm/queries';
import { primaryOffice } from '../../schema/office';
import { HEARD_ANSWERS, heardAnswerLabel, officeEntryMessages } from '../../shared/contact-rules';
import { Icon } from '../../ui/Icon';
import * as r from '../../ui/request-inputs/request-inputs.css';
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
 * is on the line: a name and a phone or an e-mail, "how did they hear about us?" (chosen, or
 * "Don't know": it starts empty so nobody records a wrong answer by not touching it) and the office
 * that took the call; while a storm is active, the storm questions too. Saved, it opens like any
 * request.
 */
export function PhoneCallDialog({ onClose, onLogged }: { onClose: () => void; onLogged: (id: number) => void }) {
  const site = useSite();
  const fieldId = useId();
  const { toast } = useToast();
  const stormActive = Boolean(useStormOverview().data?.active);
  const [heard, setHeard] = useState('');
  const [heardError, setHeardError] = useState<string | undefined>();
  const [office, setOffice] = useState(primaryOffice(site).id);
  const key = useMemo(newKey, []);
  const log = useLogPhoneCall({
    onLogged: (id) => {
      toast({ title: 'Phone call logged', description: 'It is in the list as Contacted.' });
      onLogged(id);
    },
    onError: (error) => {
      const fields = errorDataOf(error).fieldErrors;
      if (fields?.heard) setHeardError(fields.heard[0]);
      if (!fields) toast({ variant: 'destructive', title: 'Phone call not logged', description: failureText(error) });
    },
  });
  return (
    <Dialog title="Log a phone call" onClose={onClose}>
      {(close) => (
        <>
          <p className={a.secondary}>
            The web form's request with its checks, but a phone number will do instead of an e-mail. It is saved as
            Contacted (the call was the first response), with you in its history.
          </p>
          <RequestFieldsForm
            initial={emptyRequestValues()}
            label="Request taken on the phone"
            submitLabel="Save the request"
            busy={log.isPending}
            onCancel={close}
            omit={['heardAbout']}
            storm={stormActive}
            checkExtra={() => {
              const message = heard ? undefined : officeEntryMessages.heard;
              setHeardError(message);
              return !message;
            }}
            onSubmit={(values) => log.mutateAsync({ values, heard, office, idempotencyKey: key })}
            extra={
              <div className={l.inlineFields}>
                <div className={l.smallField}>
                  <label className={l.fieldLabel} htmlFor={`${fieldId}-heard`}>
                    How did they hear about us?
                  </label>
                  <select
                    id={`${fieldId}-heard`}
                    className={heardError ? `${l.selectFull} ${r.controlInvalid}` : l.selectFull}
                    value={heard}
                    aria-invalid={heardError ? true : undefined}
                    aria-describedby={heardError ? `${fieldId}-heard-error` : undefined}
                    onChange={(event) => {
                      setHeard(event.target.value);
                      setHeardError(undefined);
                    }}
                  >
                    <option value="">Choose one</option>
                    {HEARD_ANSWERS.map((answer) => (
                      <option key={answer} value={answer}>
                        {heardAnswerLabel(answer)}
                      </option>
                    ))}
                  </select>
                  {heardError && (
                    <p id={`${fieldId}-heard-error`} className={r.error}>
                      <Icon name="emergency" size={16} /> {heardError}
                    </p>
                  )}
                </div>
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
