/**
 * One process's copy of the built-in server's signing keys, kept in step with the database, where a rotation run
 * by another process (`leadproof-api rotate-signing-key` beside a running server) lands. Signing reads the keys
 * afresh every time: it already costs a transaction of several statements, and one small read more means no
 * process signs with a replaced key once the rotation has committed. Verification runs on every request, so it
 * reads at most every `refreshMs`, and again for a key id it has not seen, so a token signed by another process's
 * new key works at once. Those reads happen at most every `unknownKidReloadMs`, so forged key ids cannot flood the
 * database; a token that comes sooner waits for the next one (shared by all waiting) rather than being refused.
 * A replaced key is refused from its retirement time on, by this process's clock, without waiting for a read.
 */
import { decodeProtectedHeader, importJWK, type JWK, type JWTHeaderParameters } from 'jose';
import type { Database } from '../../db/database';
import { importSigningKey, readSigningKeys, type SigningKey, type StoredSigningKey } from './signing-keys';

export type SigningKeyRingOptions = {
  /** How long the keys read are used for verification without reading them again. @default 5_000 */
  refreshMs?: number;
  /** Least time between two reads caused by tokens whose key id is unknown. @default 1_000 */
  unknownKidReloadMs?: number;
  now?: () => number;
};

type RingKey = { kid: string; publicJwk: JWK; publicKey: CryptoKey; retiresAt: number };
type Loaded = { at: number; keys: RingKey[]; current: SigningKey };

export class SigningKeyRing {
  #loaded: Loaded | undefined;
  #loading: Promise<Loaded> | undefined;
  #lastUnknownKidReload = Number.NEGATIVE_INFINITY;
  #unknownKidReload: Promise<Loaded> | undefined;
  // Importing a JWK costs more than reading it: imports are kept per key id while the key is in use.
  #imported = new Map<string, { publicKey: CryptoKey; signing?: SigningKey }>();
  readonly #refreshMs: number;
  readonly #unknownKidReloadMs: number;
  readonly #now: () => number;

  constructor(
    private readonly load: () => Promise<StoredSigningKey[]>,
    { refreshMs = 5_000, unknownKidReloadMs = 1_000, now = Date.now }: SigningKeyRingOptions = {},
  ) {
    this.#refreshMs = refreshMs;
    this.#unknownKidReloadMs = unknownKidReloadMs;
    this.#now = now;
  }

  /** A ring over the keys in `database` (which must have a current key: `ensureSigningKey`). */
  static forDatabase(database: Database, options?: SigningKeyRingOptions): SigningKeyRing {
    return new SigningKeyRing(() => readSigningKeys(database), options);
  }

  /** Reads the keys now; callers at the same time share one read. */
  async reload(): Promise<void> {
    await this.#reload();
  }

  #reload(): Promise<Loaded> {
    this.#loading ??= this.#read().finally(() => {
      this.#loading = undefined;
    });
    return this.#loading;
  }

  async #read(): Promise<Loaded> {
    const at = this.#now();
    const stored = await this.load();
    const imported = new Map<string, { publicKey: CryptoKey; signing?: SigningKey }>();
    for (const key of stored) {
      const known = this.#imported.get(key.kid);
      imported.set(key.kid, {
        publicKey: known?.publicKey ?? ((await importJWK(key.publicJwk, 'ES256')) as CryptoKey),
        signing: known?.signing ?? (key.retiresAt ? undefined : await importSigningKey(key)),
      });
    }
    const currentKid = stored.find((key) => !key.retiresAt)?.kid;
    const current = currentKid ? imported.get(currentKid)?.signing : undefined;
    if (!current) throw new Error('the auth server has no current signing key');
    this.#imported = imported;
    this.#loaded = {
      at,
      current,
      keys: stored.map((key) => ({
        kid: key.kid,
        publicJwk: key.publicJwk,
        publicKey: imported.get(key.kid)!.publicKey,
        retiresAt: key.retiresAt?.getTime() ?? Number.POSITIVE_INFINITY,
      })),
    };
    return this.#loaded;
  }

  async #fresh(): Promise<Loaded> {
    const loaded = this.#loaded;
    if (loaded && this.#now() - loaded.at < this.#refreshMs) return loaded;
    return this.#reload();
  }

  #accepted(loaded: Loaded | undefined, kid: string | undefined): RingKey | undefined {
    const now = this.#now();
    return loaded?.keys.find((key) => key.kid === kid && key.retiresAt > now);
  }

  /** The key new access tokens are signed with, as the database has it now. */
  async current(): Promise<SigningKey> {
    return (await this.#reload()).current;
  }

  #reloadForUnknownKid(): Promise<Loaded> {
    this.#unknownKidReload ??= (async () => {
      const wait = this.#lastUnknownKidReload + this.#unknownKidReloadMs - this.#now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.#lastUnknownKidReload = this.#now();
      return this.#reload();
    })().finally(() => {
      this.#unknownKidReload = undefined;
    });
    return this.#unknownKidReload;
  }

  /** For `jwtVerify`: the public key a token's `kid` names, while that key is accepted. */
  readonly verificationKey = async (header: JWTHeaderParameters): Promise<CryptoKey> => {
    let key = this.#accepted(await this.#fresh(), header.kid);
    if (!key && header.kid) key = this.#accepted(await this.#reloadForUnknownKid(), header.kid);
    if (!key) throw new Error('no accepted signing key has the key id of the token');
    return key.publicKey;
  };

  /**
   * Whether a token that passed verification earlier is still signed by an accepted key, from what this process
   * last read (no database round trip): for caches of verified tokens.
   */
  readonly trusts = (token: string): boolean => {
    try {
      return this.#accepted(this.#loaded, decodeProtectedHeader(token).kid) !== undefined;
    } catch {
      return false;
    }
  };

  /** The JWKS document: the public halves of the current key and of the replaced keys still accepted. */
  async jwks(): Promise<{ keys: Record<string, unknown>[] }> {
    const loaded = await this.#fresh();
    const now = this.#now();
    return {
      keys: loaded.keys.filter((key) => key.retiresAt > now).map((key) => ({ ...key.publicJwk })),
    };
  }
}
