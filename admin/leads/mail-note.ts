/**
 * The dashboard's e-mail note in the office manager's words: are the customers' confirmations and
 * the office's notices reaching people, and how many are waiting. No folder paths or settings:
 * the person who runs the server reads those in its log and the README.
 */
export interface MailStatus {
  transport: { kind: 'smtp' | 'mailbox-folder'; target: string };
  waiting: number;
  failed: number;
  sent: number;
  lastError: string | null;
}

export interface MailNote {
  /** `ok`: delivered; `local`: no mail server, nothing leaves; `warning`: some are not getting through. */
  state: 'ok' | 'local' | 'warning';
  title: string;
  lines: string[];
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function mailNote({ transport, waiting, failed, sent, lastError }: MailStatus): MailNote {
  const troubled = failed > 0 || (waiting > 0 && lastError !== null);
  if (transport.kind !== 'smtp') {
    const held = sent + waiting;
    return {
      state: 'local',
      // The spec's words for this note's title, with what is true here.
      title: 'Email Delivery Not Configured',
      lines: [
        'New requests are saved here, but no e-mail leaves this site yet: customers get no confirmation and the office gets no notice of new requests. Check this list for new requests until the person who runs the website connects a mail server.',
        held > 0
          ? `${count(held, 'e-mail has', 'e-mails have')} been kept back so far.`
          : 'No e-mails have been kept back so far.',
      ],
    };
  }
  if (troubled) {
    return {
      state: 'warning',
      title: 'Some Emails Are Not Getting Through',
      lines: [
        [
          failed > 0 && `${count(failed, 'e-mail', 'e-mails')} could not be delivered`,
          waiting > 0 && `${count(waiting, 'e-mail is', 'e-mails are')} waiting to be sent again`,
        ]
          .filter(Boolean)
          .join(', and ')
          .concat('.'),
        'A customer may not have had their confirmation: call anyone who is waiting for an answer. The person who runs the website can see why in the server log.',
      ],
    };
  }
  return {
    state: 'ok',
    title: 'Email Service Active',
    lines: [
      'Customers get a confirmation of each request, and the office gets a notice of each new one.',
      waiting > 0
        ? `${count(sent, 'e-mail', 'e-mails')} delivered so far; ${count(waiting, 'is', 'are')} on the way now.`
        : `${count(sent, 'e-mail', 'e-mails')} delivered so far, none waiting.`,
    ],
  };
}
