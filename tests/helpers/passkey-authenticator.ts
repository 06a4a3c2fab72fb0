import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieHeaderFrom } from './auth.js';

/** A passkey this software authenticator holds: its id, private key, user id and counter. */
export interface SoftPasskey {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags of authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The COSE form of a P-256 public key (EC2, ES256), as an authenticator reports it. */
function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
}

/**
 * A phone's platform authenticator in software (decision 063's tests): it makes passkeys with
 * ECDSA P-256 keys, attests them with the 'none' format and signs assertions, as WebAuthn
 * specifies, for the origin it is given. `userVerified: false` answers as a phone without a
 * screen lock would.
 */
export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  constructor(
    readonly origin: string,
    readonly rpID: string = new URL(origin).hostname,
  ) {}

  private clientData(type: string, challenge: string): string {
    return b64(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin })));
  }

  /** Answers registration options (the server's JSON) with a new passkey. */
  register(
    options: { challenge: string; user: { id: string } },
    { userVerified = true }: { userVerified?: boolean } = {},
  ) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([UP | AT | (userVerified ? UV : 0)]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      Buffer.from(coseKey(privateKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const passkey = { id: b64(id), privateKey, userHandle: options.user.id, counter: 0 };
    this.passkeys.push(passkey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Answers sign-in options with a passkey (the last made, unless named): the counter moves on
   * by one unless `counter` says what to report.
   */
  assert(
    options: { challenge: string },
    {
      passkey = this.passkeys.at(-1),
      userVerified = true,
      counter,
    }: { passkey?: SoftPasskey | undefined; userVerified?: boolean; counter?: number } = {},
  ) {
    if (!passkey) throw new Error('SoftAuthenticator: no passkey to sign with');
    passkey.counter = counter ?? passkey.counter + 1;
    const authData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([UP | (userVerified ? UV : 0)]),
      counterBytes(passkey.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64(authData),
        signature: b64(sign('sha256', signed, passkey.privateKey)),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** The origin the passkey tests' servers have as PUBLIC_URL (a secure context without TLS). */
export const PASSKEY_ORIGIN = 'http://localhost:5103';

type Kind = 'admin' | 'healer';

/**
 * Adds a passkey to the account signed in with `cookie` (the options, the authenticator's
 * answer, the addition); the reply of the addition. `check` is the admin's password and code.
 */
export async function addPasskeyVia(
  app: FastifyInstance,
  kind: Kind,
  cookie: string,
  authenticator: SoftAuthenticator,
  { check, userVerified }: { check?: Record<string, string>; userVerified?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const options = await app.inject({
    method: 'POST',
    url: `/api/${kind}/passkeys/registration-options`,
    headers: { cookie },
    ...(check ? { payload: check } : {}),
  });
  if (options.statusCode !== 200) return options;
  const response = authenticator.register(options.json(), { userVerified });
  return app.inject({
    method: 'POST',
    url: `/api/${kind}/passkeys`,
    headers: { cookie },
    payload: { response, name: 'Test phone' },
  });
}

/**
 * Signs in with a passkey as a browser does: the options (and their ceremony cookie), the
 * authenticator's answer, the sign-in. `body` adds to the sign-in's body (a phone).
 */
export async function passkeySignIn(
  app: FastifyInstance,
  kind: Kind,
  authenticator: SoftAuthenticator,
  {
    body = {},
    ...assertion
  }: { body?: Record<string, unknown> } & Parameters<SoftAuthenticator['assert']>[1] = {},
): Promise<LightMyRequestResponse> {
  const options = await app.inject({
    method: 'POST',
    url: `/api/${kind}/passkeys/sign-in-options`,
  });
  if (options.statusCode !== 200) return options;
  const response = authenticator.assert(options.json(), assertion);
  return app.inject({
    method: 'POST',
    url: `/api/${kind}/passkeys/sign-in`,
    headers: { cookie: cookieHeaderFrom(options) },
    payload: { response, ...body },
  });
}
