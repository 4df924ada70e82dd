import { describe, expect, it } from 'vitest';
import { site as siteFile } from '../../pages/site';
import { proofFacts } from '../../schema/proof-facts';
import { siteSchema } from '../../schema/site';

const site = siteSchema.parse(siteFile);

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

  it("states the review count and the spec's shown rating, linked to the reviews", () => {
    const reviews = proofFacts(site).find((fact) => fact.kind === 'reviews')!;
    expect(reviews.title).toBe('5.0 stars, 150 reviews on Google');
    expect(reviews.link!.href).toBe(site.proof.reviews.url);
  });

  it('refuses a state marked licensed with no registration to show for it, saying what to add', () => {
    const result = siteSchema.safeParse({
      ...siteFile,
      proof: { ...siteFile.proof, registrations: site.proof.registrations.filter((r) => r.state !== 'KS') },
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
