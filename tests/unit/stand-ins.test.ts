import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentStandIns, photoOrDrawing, recordStandIns } from '../../content/stand-ins';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function root(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rl-standins-'));
  roots.push(dir);
  mkdirSync(path.join(dir, 'images'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, 'images', name), body);
  return dir;
}

describe('stand-in pictures', () => {
  it('shows the drawing until the owner drops a photo in under the photo name, then the photo', () => {
    const dir = root({ 'illustration-roof-repair.svg': '<svg/>' });
    recordStandIns(dir, { 'illustration-roof-repair.svg': { photograph: 'a repair', photo: 'photo-roof-repair' } });
    expect(photoOrDrawing(dir, 'photo-roof-repair', 'illustration-roof-repair.svg')).toBe(
      'illustration-roof-repair.svg',
    );
    expect([...currentStandIns(dir).keys()]).toEqual(['illustration-roof-repair.svg']);
    writeFileSync(path.join(dir, 'images', 'photo-roof-repair.webp'), 'a real photo');
    expect(photoOrDrawing(dir, 'photo-roof-repair', 'illustration-roof-repair.svg')).toBe('photo-roof-repair.webp');
  });

  it('counts a rendered placeholder as a stand-in until a photo replaces it file for file', () => {
    const dir = root({ 'city-oklahoma.jpg': 'rendered placeholder', 'hero-oklahoma.svg': '<svg/>' });
    recordStandIns(dir, {
      'city-oklahoma.jpg': { photograph: 'a Tulsa home' },
      'hero-oklahoma.svg': { photograph: 'a Tulsa home', photo: 'city-oklahoma' },
    });
    // The placeholder under the photo's name is itself a stand-in: the drawing is shown instead.
    expect(photoOrDrawing(dir, 'city-oklahoma', 'hero-oklahoma.svg')).toBe('hero-oklahoma.svg');
    writeFileSync(path.join(dir, 'images', 'city-oklahoma.jpg'), 'the owner’s photo');
    expect(currentStandIns(dir).has('city-oklahoma.jpg')).toBe(false);
    expect(photoOrDrawing(dir, 'city-oklahoma', 'hero-oklahoma.svg')).toBe('city-oklahoma.jpg');
  });
});
