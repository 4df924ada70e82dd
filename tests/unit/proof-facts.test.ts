import { describe, expect, it } from 'vitest';
import { proofFacts, ratingText } from '../../schema/proof-facts';
import { siteSchema } from '../../schema/site';
import { site } from '../support/site';

describe('proof facts', () => {
  it('gives every registration a number, its issuer and where to look it up; a state page only its own', () => {
    const all = proofFacts(site).filter((fact) => fact.kind === 'registration');
    expect(all.map((fact) => fact.title)).toEqual(['No. CIB-RC-555014', 'No. KS-RR-555178']);
    expect(all[0]!.body).toContain('Oklahoma Construction Industries Board');
    expect(all[0]!.link!.href).toBe(site.proof.registrations[0]!.verifyUrl);
    expect(proofFacts(site, 'KS').filter((fact) => fact.kind === 'registration')).toHaveLength(1);
    // Missouri licenses no roofer: its pages show no registration, and the rest of the proof.
    const missouri = proofFacts(site, 'MO');
    expect(missouri.some((fact) => fact.kind === 'registration')).toBe(false);
    expect(missouri.map((fact) => fact.kind)).toEqual([
      'insurance',
      'certification',
      'certification',
      'veteran',
      'reviews',
    ]);
  });

  it('states the review count and the one rating, linked to the reviews, dated once the day counted is known', () => {
    const reviews = proofFacts(site).find((fact) => fact.kind === 'reviews')!;
    expect(reviews.title).toBe('4.9 stars, 150 reviews on Google');
    expect(reviews.link!.href).toBe(site.proof.reviews.url);
    expect(ratingText(site)).toBe('4.9 · 150 reviews on Google');
    const counted = { ...site, proof: { ...site.proof, reviews: { ...site.proof.reviews, asOf: '2026-11-02' } } };
    expect(ratingText(counted)).toBe('4.9 · 150 reviews on Google, as of November 2026');
    expect(proofFacts(counted).find((fact) => fact.kind === 'reviews')!.body).toMatch(/^Counted November 2026\. /);
  });

  it('refuses a state marked licensed with no registration to show for it, saying what to add', () => {
    const result = siteSchema.safeParse({
      ...site,
      proof: { ...site.proof, registrations: site.proof.registrations.filter((r) => r.state !== 'KS') },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ['proof', 'registrations'],
        message: expect.stringContaining('Kansas is marked licensed: add its registration'),
      }),
    ]);
  });
});
