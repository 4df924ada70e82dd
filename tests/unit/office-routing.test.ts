import { describe, expect, it } from 'vitest';
import { officeLabel, routeOffice, stateOfAddress, stateOfPhone } from '../../schema/office-routing';
import { primaryOffice } from '../../schema/office';
import { site } from '../support/site';

const officeServing = (state: string) => site.offices.find((office) => office.serves.includes(state as never))!;

describe('the office a request belongs to', () => {
  it('reads the state from an address: its code or name at the end, else its ZIP', () => {
    expect(stateOfAddress('15800 W 135th St, Olathe, KS')).toBe('KS');
    expect(stateOfAddress('15800 W 135th St, Olathe, Kansas 66062-1234, USA')).toBe('KS');
    expect(stateOfAddress('900 Main St, Kansas City MO 64105')).toBe('MO');
    expect(stateOfAddress('1204 S Elm Pl, Broken Arrow, OK 74012')).toBe('OK');
    expect(stateOfAddress('12 Elm, Fayetteville, Arkansas')).toBe('AR');
    expect(stateOfAddress('15800 W 135th St, Olathe 66062')).toBe('KS');
    expect(stateOfAddress('4401 S Elm Pl, Tulsa 74136')).toBe('OK');
    // A street number is not a ZIP, a city named Kansas City is not a state, Arkansas is not Kansas.
    expect(stateOfAddress('15800 W 135th St')).toBeNull();
    expect(stateOfAddress('4401 Kansas City Rd')).toBeNull();
    expect(stateOfAddress('1 Pine St, Dallas, TX 75201')).toBeNull();
    expect(stateOfAddress(null)).toBeNull();
  });

  it('reads the state from a phone’s area code', () => {
    expect(stateOfPhone('(913) 555-0111')).toBe('KS');
    expect(stateOfPhone('+1 816 555 0122')).toBe('MO');
    expect(stateOfPhone('918.555.0100 ext 4')).toBe('OK');
    expect(stateOfPhone('(212) 555-0100')).toBeNull();
    expect(stateOfPhone('555-0100')).toBeNull();
  });

  it('takes the page’s office, then the visit’s, then the address’s state, then the phone’s, then the primary office', () => {
    const kc = officeServing('KS');
    const ok = officeServing('OK');
    expect(kc.id).not.toBe(ok.id);
    expect(routeOffice(site, { address: '15800 W 135th St, Olathe, KS' })).toBe(kc);
    expect(routeOffice(site, { address: '4401 S Elm Pl', phone: '(913) 555-0111' })).toBe(kc);
    expect(routeOffice(site, { phone: '(816) 555-0111' })).toBe(officeServing('MO'));
    expect(routeOffice(site, { address: '1 Main St, Tulsa, OK', phone: '(913) 555-0111' })).toBe(ok);
    expect(routeOffice(site, { visitOffice: ok.id, address: '1 Main St, Olathe, KS' })).toBe(ok);
    expect(routeOffice(site, { pageOffice: kc.id, visitOffice: ok.id })).toBe(kc);
    // An office id the site file does not list is not trusted; a state no office serves passes on.
    expect(routeOffice(site, { visitOffice: 'nowhere', phone: '(913) 555-0111' })).toBe(kc);
    expect(routeOffice(site, { address: '12 Elm, Fayetteville, AR', phone: '(913) 555-0111' })).toBe(kc);
    expect(routeOffice(site, {})).toBe(primaryOffice(site));
  });

  it('names an office by its label', () => {
    const kc = officeServing('KS');
    expect(officeLabel(site, kc.id)).toBe(kc.label);
    expect(officeLabel(site, 'closed-office')).toBe('closed-office');
    expect(officeLabel(site, null)).toBeNull();
  });
});
