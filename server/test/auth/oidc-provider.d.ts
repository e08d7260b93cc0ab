// oidc-provider ships without type declarations; the test provider uses it untyped.
declare module 'oidc-provider';
