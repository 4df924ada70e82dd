/** `(918) 555-0142` → `tel:+19185550142`. Kept free of zod so browser code can import it. */
export function telHref(phoneNumber: string): string {
  return `tel:+1${phoneNumber.replace(/\D/g, '')}`;
}
