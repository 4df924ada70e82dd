import { useContext, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LABELS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  contactFormErrors,
  contactMessages,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../shared/contact-rules';
import { officeById, officeHours, primaryOffice } from '../../schema/office';
import { telHref } from '../../shared/phone';
import { useCallOffice } from '../../ui/call-office';
import { FormPostContext, usePage, useSite } from '../../ui/page-context';
import {
  button,
  container,
  eyebrow as eyebrowClass,
  lede,
  nowrap,
  sectionHeading,
  term,
} from '../../ui/theme/primitives.css';
import { HoursList } from '../../ui/HoursList';
import { Icon } from '../../ui/Icon';
import { Section } from '../_shared/Section';
import { SmartLink } from '../../ui/SmartLink';
import { SectionHeader } from '../_shared/SectionHeader';
import type { ContactFormProps } from './schema';
import { ContactFields } from '../../ui/request-inputs/ContactFields';
import { createContactSender, newIdempotencyKey } from './send';
import { pageKindOf } from '../../shared/page-facts';
import { isStormPage, stormModeInBrowser } from '../../shared/storm-form';
import { checkChosenPhotos, PHOTOS_FIELD } from '../../shared/storm-photos';
import { suggestEmail } from '../../shared/email-typos';
import * as s from './ContactForm.css';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

const EMPTY = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactValues;

/**
 * The site's own request form. Without JavaScript it is a plain form posting to /api/contact,
 * which answers with this same page showing the outcome (FormPostContext). With JavaScript it
 * checks the fields with the shared rules, sends with a small fetch, and keeps what was typed
 * whenever sending fails.
 */
export function ContactForm(props: ContactFormProps) {
  const site = useSite();
  // The site's privacy policy, where it has one (a footer policy link named so).
  const privacyLink = site.footer.legalLinks.find((link) => /privacy/i.test(link.label));
  const { page } = usePage();
  const posted = useContext(FormPostContext);
  const answer = posted?.formId === props.id ? posted : null;
  const office = props.callOffice ? officeById(site, props.callOffice) : primaryOffice(site);
  // The number offered (buttons, "call us" in messages) follows the visit (ui/call-office.tsx);
  // the form's own office field stays the page's: the server decides where a request belongs.
  const callOffice = useCallOffice(office);
  const messages = useMemo(() => contactMessages(callOffice.phone), [callOffice.phone]);
  const services = site.serviceChoices;
  const sender = useMemo(() => createContactSender(messages, office.id), [messages, office.id]);

  // What the form starts on, and goes back to after a request is sent.
  const fresh = useMemo(() => ({ ...EMPTY, serviceNeeded: props.service ?? '' }), [props.service]);
  const [values, setValues] = useState<ContactValues>(() => ({ ...fresh, ...pickValues(answer?.values) }));
  const [errors, setErrors] = useState<ContactErrors>(() => (answer?.errors ?? {}) as ContactErrors);
  const [status, setStatus] = useState<Status>(
    answer?.outcome === 'sent' ? 'sent' : answer?.outcome === 'failed' ? 'failed' : 'idle',
  );
  const [failure, setFailure] = useState(answer?.outcome === 'failed' ? (answer.message ?? messages.sendFailed) : '');
  const [summary, setSummary] = useState(
    answer?.outcome === 'invalid'
      ? (answer.message ?? summaryOf(answer.errors as ContactErrors, messages, answer.errors[PHOTOS_FIELD]))
      : '',
  );
  const [photoError, setPhotoError] = useState(answer?.errors?.[PHOTOS_FIELD] ?? '');
  // An answer to a storm-mode post shows the storm questions again, with what was typed in them.
  const stormAlways = isStormPage(page.path) || Boolean(answer?.storm);
  // A commercial page's form asks about the company, the building and its roof.
  const commercial = pageKindOf(page.path) === 'commercial';
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField | 'success' | 'photos'; n: number } | null>(
    null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const keyRef = useRef<string | null>(null);

  // With JavaScript the fields are checked here, in words, instead of by the browser's bubbles;
  // without it the browser's own checks (required, type=email) still help; lengths are counted, never cut (ContactFields).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new status can mount a new form element (after the success panel), which needs the flag again
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [status]);

  // What the visitor typed or chose while the app was starting is in the fields but not in the
  // state (hydration leaves a field's value alone): take it over, so no later render wipes it and
  // a send includes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form hydrates
  useEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    const typed: Partial<ContactValues> = {};
    for (const field of CONTACT_FIELDS) {
      const control = elements.namedItem(field) as HTMLInputElement | null;
      if (control && control.value !== values[field]) typed[field] = control.value;
    }
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
  }, []);

  // Focus moves after the render that sets aria-invalid, so the field is read with its error.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.field === 'success') {
      // The panel replaces a longer form: bring its top (the heading) into view below the sticky
      // header (html's scroll-padding-top), then focus it so a screen reader reads it.
      successRef.current?.scrollIntoView({ block: 'start' });
      successRef.current?.focus({ preventScroll: true });
    } else if (focusRequest.field === 'photos')
      (formRef.current?.elements.namedItem(PHOTOS_FIELD) as HTMLElement | null)?.focus();
    else (formRef.current?.elements.namedItem(focusRequest.field) as HTMLElement | null)?.focus();
  }, [focusRequest]);

  const id = (field: string) => `${props.id}-${field}`;
  // The e-mail as it was when the visitor left the field: its suggestion shows until they type in it again.
  const [leftEmail, setLeftEmail] = useState('');
  const suggested = leftEmail && leftEmail === values.email ? suggestEmail(leftEmail) : null;
  const emailSuggestion = suggested
    ? {
        address: suggested,
        accept: () => {
          setValues((current) => ({ ...current, email: suggested }));
          setLeftEmail(suggested);
          // The button goes away with the suggestion: the keyboard goes on from the field it fixed.
          (formRef.current?.elements.namedItem('email') as HTMLElement | null)?.focus();
        },
      }
    : null;
  const onChange =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      // An error goes away as soon as the field is right, and the summary says what is left; new
      // errors wait for the next send.
      if (errors[field]) {
        const next = { ...errors, [field]: contactFormErrors({ [field]: value }, services)[field] };
        setErrors(next);
        if (summary) setSummary(summaryOf(next, messages));
      }
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setFailure('');
    const storm = stormModeInBrowser(page.path);
    const found = contactFormErrors(values, services, { storm, commercial });
    const invalid = CONTACT_FIELDS.filter((field) => found[field]);
    // The photos are checked here too (count, size, kind), so a wrong file costs no upload.
    const photoInput = formRef.current?.elements.namedItem(PHOTOS_FIELD) as HTMLInputElement | null;
    const photos = storm ? Array.from(photoInput?.files ?? []) : [];
    const photoProblem = checkChosenPhotos(photos) ?? '';
    setPhotoError(photoProblem);
    if (invalid.length || photoProblem) {
      setErrors(found);
      setSummary(summaryOf(found, messages, photoProblem));
      setFocusRequest({ field: invalid[0] ?? 'photos', n: Date.now() });
      return;
    }
    setErrors({});
    setSummary('');
    setStatus('sending');
    keyRef.current ??= newIdempotencyKey();
    const outcome = await sender.send(
      values,
      { website: honeypotRef.current?.value ?? '', idempotencyKey: keyRef.current },
      photos,
    );
    if (outcome.kind === 'sent') {
      keyRef.current = null;
      setStatus('sent');
      setFocusRequest({ field: 'success', n: Date.now() });
    } else if (outcome.kind === 'invalid') {
      setStatus('idle');
      setErrors(outcome.errors);
      setPhotoError(outcome.photoError ?? '');
      setSummary(summaryOf(outcome.errors, messages, outcome.photoError));
      setFocusRequest({ field: CONTACT_FIELDS.find((field) => outcome.errors[field]) ?? 'photos', n: Date.now() });
    } else {
      setStatus('failed');
      setFailure(outcome.message);
    }
  };

  const sendAnother = () => {
    setValues(fresh);
    setStatus('idle');
    setFocusRequest({ field: 'name', n: Date.now() });
  };

  const success = (
    <section ref={successRef} tabIndex={-1} className={s.success} aria-labelledby={id('success-title')}>
      <p className={s.successBadge}>
        <Icon name="check" size={22} />
      </p>
      <h3 id={id('success-title')} className={s.successTitle}>
        Thank you! Your request is in.
      </h3>
      <p>
        {values.email
          ? `A confirmation is on its way to ${values.email}.`
          : 'A confirmation is on its way to your inbox.'}
      </p>
      <h4 className={s.nextTitle}>What happens next</h4>
      <ol className={s.steps}>
        {(props.nextSteps ?? site.nextSteps).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={s.sooner}>Need us sooner? Call {site.offices.length === 2 ? 'either' : 'any'} office:</p>
      <div className={s.phoneRow}>
        {site.offices.map((o) => (
          <a key={o.id} href={telHref(o.phone)} className={button({ kind: 'outline' })}>
            <span className={s.callLead}>
              <Icon name="phone" size={18} /> {o.label}:
            </span>{' '}
            <span className={nowrap}>{o.phone}</span>
          </a>
        ))}
      </div>
      {answer ? (
        // The server's answer page runs no script: a fresh page is the way to a new form.
        <a className={s.linkButton} href={`${page.path}#${props.id}`}>
          Send another request
        </a>
      ) : (
        <button type="button" className={s.linkButton} onClick={sendAnother}>
          Send another request
        </button>
      )}
    </section>
  );

  const form = (
    <form
      ref={formRef}
      method="post"
      action={`/api/contact#${props.id}`}
      // Multipart, so a storm form's photos go with it without JavaScript too (server/contact/multipart.ts).
      encType="multipart/form-data"
      className={s.form}
      data-contact-form=""
      aria-labelledby={props.heading ? id('heading') : undefined}
      aria-label={props.heading ? undefined : 'Request a free inspection'}
      aria-busy={status === 'sending' || undefined}
      onSubmit={onSubmit}
      onFocus={() => sender.prepare()}
    >
      {/* First in the post, so they arrive even when a photo after them is refused as too big. */}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={answer?.hidden?.[FORM_TOKEN_FIELD] ?? ''} />
      <input type="hidden" name="formId" value={props.id} />
      {/* The page the form is on; an answer page (no JavaScript) carries the page first posted from. */}
      <input type="hidden" name="page" value={answer?.hidden?.page ?? page.path} />
      <input type="hidden" name="office" value={office.id} />
      <ContactFields
        formId={props.id}
        stormAlways={stormAlways}
        commercial={commercial}
        photoError={photoError}
        values={values}
        errors={errors}
        services={services}
        compact={props.variant === 'compact'}
        onChange={onChange}
        onBlur={(field) => field === 'email' && setLeftEmail(values.email)}
        emailSuggestion={emailSuggestion}
      />

      {/* People never see or reach this field; bots that fill every input give themselves away. */}
      <div className={s.trap} aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          ref={honeypotRef}
          id={id(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* Without JavaScript this image fetch starts the two-second clock (a signed cookie). */}
      <noscript>
        <img src="/api/contact/start.gif" alt="" width={1} height={1} className={s.pixel} />
      </noscript>

      <p role="status" className={summary ? s.summary : s.empty}>
        {summary}
      </p>
      <div role="alert" className={failure ? s.failure : s.empty}>
        {failure && (
          <>
            <p className={s.failureText}>{withWholePhone(failure, callOffice.phone)}</p>
            <a href={telHref(callOffice.phone)} className={button({ kind: 'secondary' })}>
              <span className={s.callLead}>
                <Icon name="phone" size={18} /> Call {callOffice.label}
              </span>{' '}
              <span className={nowrap}>{callOffice.phone}</span>
            </a>
          </>
        )}
      </div>
      <div className={s.actions}>
        <button type="submit" className={`${button({ kind: 'primary' })} ${s.submit}`}>
          {status === 'sending' ? 'Sending your request…' : props.submitLabel}
        </button>
        <p className={s.privacy}>
          Free and without obligation. We use your details only to answer this request
          {privacyLink ? (
            <>
              ; the{' '}
              <SmartLink href={privacyLink.href} className={s.privacyLink}>
                privacy policy
              </SmartLink>{' '}
              says what we keep and for how long.
            </>
          ) : (
            '.'
          )}
        </p>
      </div>
    </form>
  );

  const card = <div className={s.card}>{status === 'sent' ? success : form}</div>;

  if (props.variant === 'compact') {
    return (
      <section id={props.id} className={s.band} aria-labelledby={props.heading ? id('heading') : undefined}>
        <div className={`${container} ${s.bandInner}`}>
          <div className={s.bandText}>
            {props.eyebrow && <p className={s.bandEyebrow}>{props.eyebrow}</p>}
            {props.heading && (
              <h2 id={id('heading')} className={s.bandHeading}>
                {props.heading}
              </h2>
            )}
            {props.intro && <p className={s.bandIntro}>{props.intro}</p>}
            <a href={telHref(callOffice.phone)} className={button({ kind: 'onDark' })}>
              <Icon name="phone" size={18} /> Call {callOffice.phone}
            </a>
          </div>
          {card}
        </div>
      </section>
    );
  }

  return (
    <Section id={props.id} tone={props.tone} labelledBy={props.heading ? id('heading') : undefined}>
      {props.heading ? (
        <div className={s.header}>
          {props.eyebrow && <span className={eyebrowClass}>{props.eyebrow}</span>}
          <h2 id={id('heading')} className={sectionHeading}>
            {props.heading}
          </h2>
          {props.intro && <p className={lede}>{props.intro}</p>}
        </div>
      ) : (
        <SectionHeader eyebrow={props.eyebrow} intro={props.intro} />
      )}
      <div className={s.layout}>
        {card}
        <aside className={s.aside} aria-label="Call or email us">
          <h3 className={s.asideTitle}>Prefer to talk?</h3>
          <p className={s.asideText}>
            A real person answers the phone during the hours below, and storm emergencies are answered 24/7.
          </p>
          <ul className={s.offices}>
            {site.offices.map((o) => (
              <li key={o.id} className={s.office}>
                <span className={s.officeLabel}>{o.label}</span>
                <a href={telHref(o.phone)} className={s.officePhone}>
                  <Icon name="phone" size={20} /> {o.phone}
                </a>
                <span className={s.officeAddress}>
                  {o.streetAddress}, {o.locality}, {o.region} {o.postalCode}
                </span>
                {o.hours && (
                  <span className={s.officeAddress}>
                    {officeHours(site, o)
                      .map((line) => `${line.days} ${line.hours}`)
                      .join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p className={s.mail}>
            <Icon name="mail" size={20} /> <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <h4 className={s.hoursTitle}>Phone hours</h4>
          <HoursList hours={site.hours.phone} className={s.hours} termClassName={term} />
        </aside>
      </div>
    </Section>
  );
}

function pickValues(values: Record<string, string> | undefined): Partial<ContactValues> {
  const picked: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) if (typeof values?.[field] === 'string') picked[field] = values[field];
  return picked;
}

function summaryOf(errors: ContactErrors, messages: ReturnType<typeof contactMessages>, photoError?: string): string {
  const labels = CONTACT_FIELDS.filter((field) => errors[field]).map((field) => CONTACT_LABELS[field]);
  if (photoError) labels.push('Photos of the damage');
  return labels.length ? messages.fixFields(labels) : '';
}

/** A message that names the office phone, with the number kept on one line: "(918) 555- / 0142" cannot be dialled. */
function withWholePhone(message: string, phone: string) {
  const at = message.indexOf(phone);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <span className={nowrap}>{phone}</span>
      {message.slice(at + phone.length)}
    </>
  );
}
