import { describe, expect, it } from 'vitest';
import { suggestEmail } from '../../shared/email-typos';

describe('suggestEmail', () => {
  it.each([
    ['dana@gmail.con', 'dana@gmail.com'],
    ['dana@gmial.com', 'dana@gmail.com'],
    ['dana@gmai.com', 'dana@gmail.com'],
    ['Dana.Fry@GMAIL.CON', 'Dana.Fry@gmail.com'],
    ['bob@yaho.com', 'bob@yahoo.com'],
    ['bob@hotmial.com', 'bob@hotmail.com'],
    ['bob@outlok.com', 'bob@outlook.com'],
    ['bob@icloud.cm', 'bob@icloud.com'],
    ['bob@sbcgloabl.net', 'bob@sbcglobal.net'],
    ['bob@comcast.nte', 'bob@comcast.net'],
    ['  dana@gmail.con  ', 'dana@gmail.com'],
    // Anyone's domain with an ending that is no top-level domain.
    ['owner@ridgelineroofing.con', 'owner@ridgelineroofing.com'],
    ['owner@tulsa-homes.cmo', 'owner@tulsa-homes.com'],
  ])('suggests %s → %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'dana@gmail.com',
    'bob@att.net',
    'bob@me.com',
    // Real domains of their own, not one letter from a common one.
    'owner@ridgelineroofing.com',
    'jo@ou.edu',
    'jo@cityoftulsa.org',
    'jo@mail.co.uk',
    // Not an address yet: nothing to say while it is being typed.
    'dana',
    'dana@',
    'dana@gmail',
    'dana@gmail.',
    '@gmail.con',
    '',
  ])('leaves %s alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});
