import type { Configuration } from 'openid-client';

/** openid-client is loaded with the first Google sign-in, not at start-up. */
const openidClient = () => import('openid-client');

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string };

/** What the sign-in flow keeps between the redirect and the callback (in a signed cookie). */
export type PendingSignIn = { state: string; nonce: string; verifier: string };

export type VerifiedIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  name: string;
};

/** Loopback issuers (tests, a local provider) may speak plain HTTP; anything else must be HTTPS. */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * An OpenID Connect relying party (authorization-code flow with PKCE, state and nonce) built on
 * openid-client. The provider's metadata is discovered once, on first use, and kept.
 */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<Configuration> | null = null;

  function config(): Promise<Configuration> {
    if (!configuration) {
      const issuer = new URL(settings.issuer);
      configuration = openidClient()
        .then((client) =>
          client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
            execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
            timeout: 10,
          }),
        )
        .catch((error: unknown) => {
          configuration = null; // try again next time
          throw error;
        });
    }
    return configuration;
  }

  return {
    /** The provider's consent page, and what to remember until the callback. */
    async start(redirectUri: string, extra: Record<string, string> = {}): Promise<{ url: URL; pending: PendingSignIn }> {
      const [cfg, client] = await Promise.all([config(), openidClient()]);
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile email',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        ...extra,
      });
      return { url, pending };
    },

    /** Exchanges the code (checking state, nonce and PKCE) and returns the ID token's person. */
    async finish(redirectUri: string, query: URLSearchParams, pending: PendingSignIn): Promise<VerifiedIdentity> {
      const [cfg, client] = await Promise.all([config(), openidClient()]);
      // openid-client sends the callback URL without its query as redirect_uri, so build it from ours.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = query.toString();
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.verifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      return {
        subject: claims.sub,
        email: str(claims.email),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: str(claims.given_name),
        familyName: str(claims.family_name),
        name: str(claims.name),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
