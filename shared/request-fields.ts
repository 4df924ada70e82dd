/**
 * A contact request's fields, each declared once: its label, column, size cap, whether it is
 * required, who sets it and where it shows. Everything else derives from this list: the form's
 * inputs (with and without JavaScript), the browser's and the server's checks
 * (contact-rules.ts, schema/contact.ts), the insert and the dashboard's selects
 * (server/submissions/request-row.ts), the office's and the customer's mails, the CSV and the
 * detail view. A test holds the list against the database's columns, so adding a field is an
 * entry here and a migration that adds its column.
 *
 * Free of zod and React: the browser's form code imports it.
 */

import { CHANNEL_LABELS, CHANNELS } from './channel';
import { TOUCH_LIMITS } from './touch';

/** How a value is checked and drawn. */
export type FieldFormat = 'text' | 'email' | 'phone' | 'choice' | 'multiline' | 'date';

export interface RequestFieldSpec {
  /** The property in forms, the API and the code (camelCase). */
  readonly name: string;
  /** The column of `contact_submissions`. */
  readonly column: string;
  readonly label: string;
  /** The dashboard's column header and the CSV's, where the label is longer than a column needs. */
  readonly shortLabel?: string;
  /** `visitor`: typed into the form; `office`: set on the dashboard; `system`: set by the server. */
  readonly setBy: 'visitor' | 'office' | 'system';
  /** What the visitor is told when it is empty; absent: the field is optional. */
  readonly required?: string;
  /**
   * Required on the web form, but the office may leave it empty for a call (a name and a phone or
   * an e-mail, shared/contact-rules.ts officeEntryErrors): its column allows null.
   */
  readonly officeMayOmit?: true;
  /** Characters after trimming; forms carry it as maxlength. */
  readonly limit: number;
  readonly format: FieldFormat;
  /** `choice`: the values allowed, or `services` for the site file's `serviceChoices`. */
  readonly options?: readonly string[] | 'services';
  /** `choice`: words shown for a stored value, where they differ from it. */
  readonly optionLabels?: Readonly<Record<string, string>>;
  /** The visitor's message for a value over the limit; by default "Please shorten your <label> to N characters". */
  readonly tooLong?: (limit: number, length: number) => string;
  /** The visitor's message for a value of the wrong form (email, phone) or not among the options. */
  readonly invalid?: string;
  /** Visitor fields: how the form draws the input. */
  readonly input?: {
    readonly autoComplete?: string;
    /** Spans the form's two columns. */
    readonly wide?: boolean;
    readonly placeholder?: string;
    /** A line under the label that says what to put there. */
    readonly hint?: string;
  };
  /**
   * `storm`: asked only while the form is in storm mode (a storm is active, or the form is on a
   * storm-damage page; see shared/storm-form.ts). Outside it the form hides the field and the
   * server drops whatever was posted for it, so an ordinary request never carries claim details.
   * `commercial`: asked only by a form on a commercial page (shared/page-facts.ts), where a
   * facilities buyer tells us the company, the building and its roof; the server drops it elsewhere.
   */
  readonly group?: 'storm' | 'commercial';
  /** Where the value appears besides the stored row. */
  readonly shows: {
    /** The office's notification mail. */
    readonly officeMail?: boolean;
    /**
     * The visitor's confirmation. Only for chosen values (`choice`): a confirmation that repeated
     * free text would let anyone mail a stranger a message of their choosing.
     */
    readonly customerMail?: boolean;
    /**
     * The dashboard's list and detail: `title` names the request (heading, first column),
     * `contact` joins the contact block (mail, call and map links), `preview` is the list's
     * preview text (the detail shows it whole); `true` gets a column and a row of its own;
     * `provenance` (detail only) joins the "Where it came from" block, which lists the ones given.
     */
    readonly list?: true | 'title' | 'contact' | 'preview';
    readonly detail?: true | 'title' | 'contact' | 'provenance';
    readonly csv?: boolean;
    /** `text`: in the case-insensitive search text (and its trigram index); `exact`: searched as typed (phone). */
    readonly search?: 'text' | 'exact';
  };
}

const count = (n: number) => n.toLocaleString('en-US');

/** What the phone field expects, in the words of its message. */
const PHONE_EXPECTED = 'Please enter a US phone number with its area code, like (918) 555-0142, or leave it empty';

/** A first-touch value: set by the server from what the browser kept for the visit (shared/touch.ts). */
const touchField = <N extends string, C extends string>(
  name: N,
  column: C,
  label: string,
  limit: number,
  shortLabel: string = label,
) =>
  ({
    name,
    column,
    label,
    shortLabel,
    setBy: 'system',
    limit,
    format: 'text',
    shows: { detail: 'provenance', csv: true },
  }) as const;

export const REQUEST_FIELDS = [
  {
    name: 'name',
    column: 'name',
    label: 'Name',
    setBy: 'visitor',
    required: 'Please enter your name',
    limit: 120,
    format: 'text',
    tooLong: (limit: number) => `Please shorten your name to ${limit} characters`,
    input: { autoComplete: 'name' },
    shows: { officeMail: true, list: 'title', detail: 'title', csv: true, search: 'text' },
  },
  {
    name: 'email',
    column: 'email',
    label: 'Email',
    setBy: 'visitor',
    required: 'Please enter your email address',
    officeMayOmit: true,
    limit: 254,
    format: 'email',
    tooLong: (limit: number) => `Please use an email address under ${limit} characters`,
    invalid: 'Please enter a valid email address, like name@example.com',
    input: { autoComplete: 'email' },
    shows: { officeMail: true, list: 'contact', detail: 'contact', csv: true, search: 'text' },
  },
  {
    name: 'phone',
    column: 'phone',
    label: 'Phone',
    setBy: 'visitor',
    limit: 40,
    format: 'phone',
    // The rule (shared/phone.ts isCallbackPhone): a US number with its area code, so the office can call back.
    tooLong: () => PHONE_EXPECTED,
    invalid: PHONE_EXPECTED,
    input: { autoComplete: 'tel' },
    shows: { officeMail: true, list: 'contact', detail: 'contact', csv: true, search: 'exact' },
  },
  {
    name: 'serviceNeeded',
    column: 'service_needed',
    label: 'Service needed',
    shortLabel: 'Service',
    setBy: 'visitor',
    limit: 80,
    format: 'choice',
    // The site file's `serviceChoices`: the stored value is the words shown.
    options: 'services',
    invalid: 'Please choose a service from the list',
    input: { placeholder: 'Choose a service' },
    shows: { officeMail: true, customerMail: true, list: true, detail: true, csv: true, search: 'text' },
  },
  {
    name: 'address',
    column: 'address',
    label: 'Address',
    setBy: 'visitor',
    limit: 300,
    format: 'text',
    tooLong: (limit: number) => `Please shorten the address to ${limit} characters`,
    input: { autoComplete: 'street-address', wide: true },
    shows: { officeMail: true, list: 'contact', detail: 'contact', csv: true, search: 'text' },
  },
  {
    name: 'message',
    column: 'message',
    label: 'Message',
    setBy: 'visitor',
    limit: 5000,
    format: 'multiline',
    tooLong: (limit: number, length: number) =>
      `Please shorten your message to ${count(limit)} characters (it has ${count(length)})`,
    input: { wide: true },
    shows: { officeMail: true, list: 'preview', detail: true, csv: true, search: 'text' },
  },
  {
    name: 'heardAbout',
    column: 'heard_about',
    label: 'How did you hear about us?',
    shortLabel: 'Heard about us',
    setBy: 'visitor',
    limit: 40,
    format: 'choice',
    options: [
      'google-search',
      'google-maps',
      'facebook-nextdoor',
      'yard-sign',
      'truck',
      'referral',
      'insurance-agent',
      'repeat-customer',
      'other',
    ],
    optionLabels: {
      'google-search': 'Google search',
      'google-maps': 'Google Maps',
      'facebook-nextdoor': 'Facebook or Nextdoor',
      'yard-sign': 'A yard sign',
      truck: 'One of our trucks',
      referral: 'A neighbor, friend or family',
      'insurance-agent': 'My insurance agent',
      'repeat-customer': 'I am a past customer',
      other: 'Somewhere else',
    },
    invalid: 'Please choose an answer from the list, or leave it empty',
    input: { placeholder: 'Choose one (optional)' },
    shows: { officeMail: true, detail: 'provenance', csv: true },
  },
  // Asked on every form, storm or not: a yes makes the request an emergency (shared/emergency.ts),
  // first on the dashboard, on the plain clock and mailed "URGENT:".
  {
    name: 'waterComingIn',
    column: 'water_coming_in',
    label: 'Is water coming in now?',
    shortLabel: 'Water coming in',
    setBy: 'visitor',
    limit: 10,
    format: 'choice',
    options: ['yes', 'no'],
    optionLabels: { yes: 'Yes, water is coming in', no: 'No' },
    invalid: 'Please answer yes or no, or leave it empty',
    input: { placeholder: 'Choose yes or no' },
    shows: { officeMail: true, customerMail: true, detail: true, csv: true },
  },
  // Storm mode (group: 'storm'): what a storm claim needs. Optional, all of them: a homeowner often
  // has not called the insurer yet, and only contact details are needed to come and look.
  {
    name: 'dateOfLoss',
    column: 'date_of_loss',
    label: 'Date of loss',
    setBy: 'visitor',
    group: 'storm',
    limit: 10,
    format: 'date',
    invalid: 'Please enter the day the damage happened as a date, like 2026-05-14',
    input: { hint: 'The day the damage happened, if you know it.' },
    shows: { officeMail: true, detail: true, csv: true },
  },
  {
    name: 'claimFiled',
    column: 'claim_filed',
    label: 'Insurance claim filed?',
    shortLabel: 'Claim filed',
    setBy: 'visitor',
    group: 'storm',
    limit: 10,
    format: 'choice',
    options: ['yes', 'no', 'not-yet'],
    optionLabels: { yes: 'Yes', no: 'No', 'not-yet': 'Not yet' },
    invalid: 'Please choose yes, no or not yet, or leave it empty',
    input: { placeholder: 'Choose one' },
    shows: { officeMail: true, customerMail: true, detail: true, csv: true },
  },
  {
    name: 'insuranceCarrier',
    column: 'insurance_carrier',
    label: 'Insurance company',
    shortLabel: 'Insurer',
    setBy: 'visitor',
    group: 'storm',
    limit: 80,
    format: 'text',
    input: { autoComplete: 'off' },
    shows: { officeMail: true, detail: true, csv: true },
  },
  {
    name: 'claimNumber',
    column: 'claim_number',
    label: 'Claim number',
    setBy: 'visitor',
    group: 'storm',
    limit: 60,
    format: 'text',
    input: { autoComplete: 'off' },
    shows: { officeMail: true, detail: true, csv: true },
  },
  {
    name: 'adjusterMeeting',
    column: 'adjuster_meeting',
    label: 'Adjuster meeting date',
    shortLabel: 'Adjuster meeting',
    setBy: 'visitor',
    group: 'storm',
    limit: 10,
    format: 'date',
    invalid: 'Please enter the adjuster’s visit as a date, like 2026-05-20, or leave it empty',
    shows: { officeMail: true, detail: true, csv: true },
  },
  // A commercial page's form (group: 'commercial'): who the building belongs to and what the roof
  // is, so the estimator brings the right crew and drawings. Optional: a call back needs none.
  {
    name: 'company',
    column: 'company',
    label: 'Company or property',
    shortLabel: 'Company',
    setBy: 'visitor',
    group: 'commercial',
    limit: 120,
    format: 'text',
    input: { autoComplete: 'organization' },
    shows: { officeMail: true, detail: true, csv: true },
  },
  {
    name: 'buildingType',
    column: 'building_type',
    label: 'Type of building',
    shortLabel: 'Building',
    setBy: 'visitor',
    group: 'commercial',
    limit: 30,
    format: 'choice',
    options: ['office', 'retail', 'industrial', 'church', 'school', 'multifamily', 'restaurant', 'other'],
    optionLabels: {
      office: 'Office',
      retail: 'Retail or strip center',
      industrial: 'Warehouse or industrial',
      church: 'Church or fellowship hall',
      school: 'School',
      multifamily: 'Apartments or HOA',
      restaurant: 'Restaurant',
      other: 'Other',
    },
    invalid: 'Please choose the type of building from the list, or leave it empty',
    input: { placeholder: 'Choose a type' },
    shows: { officeMail: true, detail: true, csv: true },
  },
  {
    name: 'roofSize',
    column: 'roof_size',
    label: 'Roof size',
    setBy: 'visitor',
    group: 'commercial',
    limit: 20,
    format: 'choice',
    options: ['under-10k', '10k-25k', '25k-50k', '50k-100k', 'over-100k', 'not-sure'],
    optionLabels: {
      'under-10k': 'Under 10,000 sq ft',
      '10k-25k': '10,000 to 25,000 sq ft',
      '25k-50k': '25,000 to 50,000 sq ft',
      '50k-100k': '50,000 to 100,000 sq ft',
      'over-100k': 'Over 100,000 sq ft',
      'not-sure': 'Not sure',
    },
    invalid: 'Please choose a roof size from the list, or leave it empty',
    input: { placeholder: 'Choose a size', hint: 'A guess is fine: we measure it on the visit.' },
    shows: { officeMail: true, detail: true, csv: true },
  },
  {
    name: 'page',
    column: 'page',
    label: 'Sent from page',
    shortLabel: 'Page',
    setBy: 'system',
    limit: 200,
    format: 'text',
    shows: { officeMail: true, detail: 'provenance', csv: true },
  },
  {
    name: 'pageKind',
    column: 'page_kind',
    label: 'Kind of page',
    setBy: 'system',
    limit: 20,
    format: 'choice',
    options: ['home', 'city', 'service', 'roof-type', 'commercial', 'storm', 'contact', 'other'],
    optionLabels: {
      home: 'Home page',
      city: 'City page',
      service: 'Service page',
      'roof-type': 'Roof type page',
      commercial: 'Commercial page',
      storm: 'Storm damage page',
      contact: 'Contact page',
      other: 'Other page',
    },
    shows: { detail: 'provenance', csv: true },
  },
  {
    name: 'pageCity',
    column: 'page_city',
    label: 'City of the page',
    setBy: 'system',
    limit: 80,
    format: 'text',
    shows: { detail: 'provenance', csv: true },
  },
  {
    name: 'pageService',
    column: 'page_service',
    label: 'Service of the page',
    setBy: 'system',
    limit: 80,
    format: 'text',
    shows: { detail: 'provenance', csv: true },
  },
  // Which city and service page Reports credits (shared/page-credit.ts): the form's page where it
  // is one, else the landing page.
  {
    name: 'creditCity',
    column: 'credit_city',
    label: 'Counts in Reports for city page',
    shortLabel: 'Counts for city page',
    setBy: 'system',
    limit: 80,
    format: 'text',
    shows: { detail: 'provenance', csv: true },
  },
  {
    name: 'creditService',
    column: 'credit_service',
    label: 'Counts in Reports for service page',
    shortLabel: 'Counts for service page',
    setBy: 'system',
    limit: 80,
    format: 'text',
    shows: { detail: 'provenance', csv: true },
  },
  {
    name: 'office',
    column: 'office',
    label: 'Office',
    setBy: 'system',
    limit: 40,
    format: 'text',
    // Shown by the office's label (pages/site.ts), never its id: the dashboard's FieldValue, the mails' rows.
    shows: { officeMail: true, list: true, detail: 'provenance', csv: true },
  },
  touchField(
    'landingPage',
    'landing_page',
    'Landing page (first page of the visit)',
    TOUCH_LIMITS.path,
    'Landing page',
  ),
  touchField('referrerHost', 'referrer_host', 'Arrived from site', TOUCH_LIMITS.host),
  touchField('utmSource', 'utm_source', 'utm_source', TOUCH_LIMITS.tag),
  touchField('utmMedium', 'utm_medium', 'utm_medium', TOUCH_LIMITS.tag),
  touchField('utmCampaign', 'utm_campaign', 'utm_campaign', TOUCH_LIMITS.tag),
  touchField('utmTerm', 'utm_term', 'utm_term', TOUCH_LIMITS.tag),
  touchField('utmContent', 'utm_content', 'utm_content', TOUCH_LIMITS.tag),
  touchField('gclid', 'gclid', 'Google Ads click id (gclid)', TOUCH_LIMITS.clickId),
  touchField('gbraid', 'gbraid', 'Google Ads click id (gbraid)', TOUCH_LIMITS.clickId),
  touchField('wbraid', 'wbraid', 'Google Ads click id (wbraid)', TOUCH_LIMITS.clickId),
  touchField('msclkid', 'msclkid', 'Microsoft Ads click id (msclkid)', TOUCH_LIMITS.clickId),
  touchField('fbclid', 'fbclid', 'Facebook click id (fbclid)', TOUCH_LIMITS.clickId),
  {
    name: 'channel',
    column: 'channel',
    label: 'Channel',
    setBy: 'system',
    limit: 40,
    format: 'choice',
    options: CHANNELS,
    optionLabels: CHANNEL_LABELS,
    shows: { officeMail: true, detail: 'provenance', csv: true },
  },
  {
    name: 'channelRules',
    column: 'channel_rules',
    label: 'Channel rules version',
    setBy: 'system',
    limit: 10,
    format: 'text',
    shows: { csv: true },
  },
  {
    name: 'source',
    column: 'source',
    label: 'Source',
    setBy: 'system',
    required: 'Every request says where it came from',
    limit: 20,
    format: 'choice',
    options: ['form', 'form-nojs', 'webhook', 'phone'],
    optionLabels: {
      form: 'Contact form',
      'form-nojs': 'Contact form (without JavaScript)',
      webhook: 'Form widget',
      phone: 'Phone call (logged on the dashboard)',
    },
    shows: { officeMail: true, detail: true, csv: true },
  },
] as const satisfies readonly RequestFieldSpec[];

export type RequestField = (typeof REQUEST_FIELDS)[number];
export type RequestColumn = RequestField['column'];
export type VisitorField = Extract<RequestField, { setBy: 'visitor' }>;
export type VisitorFieldName = VisitorField['name'];
/** Where a request came from: every system field but `source` (see shared/channel.ts, shared/touch.ts). */
export type ProvenanceValues = Omit<
  { [F in Extract<RequestField, { setBy: 'system' }> as F['name']]: StoredValue<F> },
  'source'
>;
export type SystemColumn = Extract<RequestField, { setBy: 'system' }>['column'];

/** A stored value: a required field is never empty, an optional one is null when not given. */
type StoredValue<F> = F extends { required: string } ? string : string | null;
/** A request's declared fields by name, as the code and the API carry them. */
export type RequestValues = { [F in RequestField as F['name']]: StoredValue<F> };
/** What a visitor sends, after the checks; a storm field (group) only in storm mode. */
export type VisitorValues = { [F in Exclude<VisitorField, { group: string }> as F['name']]: StoredValue<F> } & {
  [F in Extract<VisitorField, { group: string }> as F['name']]?: StoredValue<F>;
};
/** The same values by column, as the database holds them. */
export type RequestColumns = { [F in RequestField as F['column']]: StoredValue<F> };
export type VisitorColumns = { [F in VisitorField as F['column']]: StoredValue<F> };
/** The names of the fields that show in one place. */
export type FieldNamesShownIn<Where extends keyof RequestFieldSpec['shows']> = Extract<
  RequestField,
  { shows: { [K in Where]: NonNullable<RequestFieldSpec['shows'][K]> } }
>['name'];

/** A request the office enters (a phone call, a correction): the e-mail may be missing where there is a phone. */
export type OfficeEntryValues = Omit<VisitorValues, 'email'> & { email: string | null };
