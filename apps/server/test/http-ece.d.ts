/** The encrypted content coding (RFC 8188) that web-push encrypts with; the tests decrypt with it. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type Params = {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair: a browser's subscription key. */
    privateKey?: ECDH;
    /** The subscription's auth secret, as bytes or base64url. */
    authSecret?: Buffer | string;
  };

  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
