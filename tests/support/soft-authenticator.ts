import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software for the server tests: makes ES256 credentials with the
 * "none" attestation and signs challenges, as a phone or laptop would (the browser tests use
 * Chromium's own virtual authenticator instead). Only the CBOR the two messages need is written.
 */

function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(value, 1);
  return b;
}

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: Buffer;
  counter: number;
}

export function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const credentials: SoftCredential[] = [];

  function clientData(type: string, challenge: string, at = origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));
  }

  function authData(flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  return {
    credentials,
    /** Answers registration options: a new credential with user verification (flags UP, UV, AT). */
    register(options: { challenge: string; user: { id: string } }, opts: { origin?: string; counter?: number } = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const counter = opts.counter ?? 0;
      const data = authData(0x45, counter, Buffer.concat([Buffer.alloc(16), idLength, id, cose]));
      const attestation = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      );
      const credential = { id, privateKey, userHandle: Buffer.from(options.user.id, 'base64url'), counter };
      credentials.push(credential);
      return {
        credential,
        response: {
          id: b64url(id),
          rawId: b64url(id),
          type: 'public-key' as const,
          response: {
            clientDataJSON: b64url(clientData('webauthn.create', options.challenge, opts.origin)),
            attestationObject: b64url(attestation),
            transports: ['internal'],
          },
          clientExtensionResults: {},
          authenticatorAttachment: 'platform',
        },
      };
    },
    /** Signs authentication options with a credential; the counter goes up by `step` (0 keeps it, as synced passkeys do). */
    authenticate(
      options: { challenge: string },
      credential: SoftCredential,
      opts: { step?: number; counter?: number; origin?: string; userVerified?: boolean } = {},
    ) {
      credential.counter = opts.counter ?? credential.counter + (opts.step ?? 1);
      const data = authData(opts.userVerified === false ? 0x01 : 0x05, credential.counter);
      const client = clientData('webauthn.get', options.challenge, opts.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: b64url(credential.userHandle),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
