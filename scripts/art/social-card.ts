import sharp from 'sharp';
import { escapeHtml } from '../../shared/html-escape';

/**
 * The picture shown when a page is shared (og:image, and the image of the structured data):
 * 1200 × 630, the home hero (photo or drawing) with the company name over a brand-coloured shade.
 */
export async function socialCard(heroPhoto: string, company: string, tagline: string, out: string): Promise<void> {
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0a1f3a" stop-opacity="0.94"/><stop offset="0.55" stop-color="#0a1f3a" stop-opacity="0.72"/><stop offset="1" stop-color="#0a1f3a" stop-opacity="0.1"/>
    </linearGradient></defs>
    <rect width="1200" height="630" fill="url(#shade)"/>
    <rect x="72" y="250" width="84" height="8" rx="4" fill="#f5a524"/>
    <text x="72" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeHtml(company)}</text>
    <text x="72" y="392" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#dfe7f2">${escapeHtml(tagline)}</text>
  </svg>`;
  await sharp(heroPhoto)
    .resize(1200, 630, { fit: 'cover', position: 'right' })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(out);
}
