// The sign-in page encrypts the password with the RSA key the server hands out. The tests
// make a real key pair so that what was sent can be decrypted and read back.

/** A fresh RSA-OAEP key pair and its public half as the key call sends it. */
export async function signInKeyPair(): Promise<{ keyPair: CryptoKeyPair; publicJwk: JsonWebKey }> {
  const keyPair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return { keyPair, publicJwk: await crypto.subtle.exportKey('jwk', keyPair.publicKey) };
}

/** The key call's answer carrying `publicJwk`. */
export function keyReply(publicJwk: JsonWebKey) {
  return {
    data: {
      kid: '6c1b1a2e-8f0e-4b8a-9a55-3e4b3f1c2d10',
      kty: 'RSA' as const,
      e: publicJwk.e ?? '',
      n: publicJwk.n ?? '',
    },
  };
}
