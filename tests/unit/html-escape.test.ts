import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/html-escape';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute, and nothing else', () => {
    expect(escapeHtml(`Tom & "Jerry's" <b>roof</b>`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;roof&lt;/b&gt;');
    expect(escapeHtml('Roofing in Tulsa – 5★')).toBe('Roofing in Tulsa – 5★');
  });
  it('escapes an ampersand once, so entities already written stay visible as written', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
