/**
 * THE one HTTP client (docs/product/api.md, docs/product/accounts.md "When a sign-in expires in the
 * browser").
 *
 * - Base path /api, credentials included (the server also sets an httpOnly session cookie).
 * - JSON request bodies (FormData, Blob and URLSearchParams go as they are). No Content-Type is
 *   sent without a body: Fastify rejects an empty body declared as JSON.
 * - `Authorization: Bearer {token}` when localStorage `token` is set.
 * - `x-csrf-token` from the `ssb_csrf` cookie on POST, PUT, PATCH and DELETE (double submit).
 * - Responses are unwrapped: `data` when present, else the whole body. `callPage` also returns `meta`.
 * - `call('routeName', {params, query, body})` is typed by the route table in @ssb/domain: its input by
 *   the route's params, query and body schemas, its answer by the route's response schema (the very
 *   schema the server declares), so a changed answer fails the web client's type check. At run time
 *   it needs only the route's method and path (`endpoints`), so no schema is loaded to make a call.
 * - Failures throw `ApiError` (status, data = the body, fields = server field errors); message is
 *   body.error, else body.message, else 'HTTP error! status: {code}'.
 * - Every request has a time limit (`REQUEST_TIME_LIMIT_MS`); one not answered by then, one made
 *   while the browser is offline (at once, nothing is sent) and one that cannot reach the server
 *   throw `ApiError` with status 0, a `failure` ('timeout', 'offline', 'network') and a message
 *   to show beside "Try again" (docs/product/offline.md).
 * - Session expiry: a 401, or a 403 'Invalid CSRF token', on a request sent while signed in (and not
 *   a sign-in call) clears the stored token and user, sets sessionStorage auth:reason, shows the
 *   'Session expired' toast and ~50 ms later goes to /login.
 */
import { endpoints, type PageMeta, type RouteContract, type RouteName, type Routes } from '@ssb/domain';
import type { z } from 'zod';
import { clearAuth, hasStoredSession, readToken, setAuthReason, type AuthReason } from './authStorage';
import { navigateTo } from './navigation';
import { notify } from './notify';

export const API_BASE = '/api';
export const CSRF_COOKIE = 'ssb_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_EXPIRY_DELAY_MS = 50;
export const CSRF_ERROR = 'Invalid CSRF token';

export type { HttpMethod } from '@ssb/domain';
import type { HttpMethod } from '@ssb/domain';
export type FieldErrors = Record<string, string>;

export type { PageMeta } from '@ssb/domain';

type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Query parameters; undefined, null and '' are left out, arrays repeat the key. */
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Never run the session-expiry flow for this call (sign-in calls never do anyway). */
  skipSessionExpiry?: boolean;
}

/**
 * How long a request may take, its answer included. A phone on a poor connection gets this app's
 * answers in a few seconds; one still unanswered after 15 s rarely comes, and people waited 40 s
 * and more on "Booking…" before (issue 36). A retry then is safe: writes are idempotent (docs/product/offline.md).
 */
export const REQUEST_TIME_LIMIT_MS = 15_000;

export const OFFLINE_MESSAGE = 'You seem to be offline. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Check your connection and try again.';
export const UNREACHABLE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** Why a request got no answer: the browser is offline, the time limit passed, or the server could not be reached. */
export type RequestFailure = 'offline' | 'timeout' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The response body as received (parsed JSON, text, or undefined). */
  readonly data: unknown;
  /** Per-field messages from the server (`fields` of the error body). */
  readonly fields: FieldErrors | undefined;
  /** True when this failure started the session-expired flow (the toast is already shown). */
  sessionExpired = false;
  /** Set when there was no answer (status 0): why. */
  readonly failure: RequestFailure | undefined;

  constructor(message: string, status: number, data?: unknown, failure?: RequestFailure) {
    super(message);
    this.status = status;
    this.data = data;
    this.fields = readFields(data);
    this.failure = failure;
  }

  /** No answer from the server (offline, out of time, unreachable): trying again may work. */
  get noAnswer(): boolean {
    return this.failure !== undefined;
  }

  /** Login answered "verify your email first" (docs/product/accounts.md "Sign-in"). */
  get needVerification(): boolean {
    return isRecord(this.data) && this.data.needVerification === true;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a screen's error state says: why there was no answer (offline, out of time), else `fallback`. */
export function noAnswerMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.noAnswer ? error.message : fallback;
}

/** The message rule: body.error, else body.message, else 'HTTP error! status: {code}'. */
export function errorMessageFrom(body: unknown, status: number): string {
  if (isRecord(body)) {
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return `HTTP error! status: ${status}`;
}

/** A message for any thrown value, with a fallback for the unexpected. */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.fields)) return undefined;
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(body.fields)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return Object.keys(out).length ? out : undefined;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function buildUrl(path: string, query?: QueryParams): string {
  let url: string;
  if (/^https?:\/\//i.test(path)) url = path;
  else {
    const p = path.startsWith('/') ? path : `/${path}`;
    url = p === API_BASE || p.startsWith(`${API_BASE}/`) || p.startsWith(`${API_BASE}?`) ? p : `${API_BASE}${p}`;
  }
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values as QueryScalar[]) {
        if (v === undefined || v === null || v === '') continue;
        params.append(key, String(v));
      }
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** Sign-in and recovery calls: their 401s mean "wrong credentials", never "session expired". */
const SIGN_IN_CALL = /^(?:\/api)?\/auth\/(?:login|register|verify-email|resend-code|forgot-password|reset-password|logout|google)\b/;

function isSignInCall(path: string): boolean {
  const p = /^https?:\/\//i.test(path) ? new URL(path).pathname : path.startsWith('/') ? path : `/${path}`;
  return SIGN_IN_CALL.test(p);
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

function showExpiredToast(): void {
  notify('warning', 'Session expired', { id: 'session-expired', description: 'Please sign in again' });
}

let expiryTimer: ReturnType<typeof setTimeout> | null = null;

function startSessionExpiry(reason: AuthReason): void {
  clearAuth();
  setAuthReason(reason);
  // Several requests may fail together: one toast, one navigation.
  if (expiryTimer !== null) return;
  showExpiredToast();
  expiryTimer = setTimeout(() => {
    expiryTimer = null;
    // A protected page may already have redirected to /login?next=... when the keys were cleared.
    if (window.location.pathname === '/login') return;
    void navigateTo('/login');
  }, SESSION_EXPIRY_DELAY_MS);
}

/** The error of a request that got no answer: out of time, offline by now, or the server out of reach. */
export function noAnswer(timedOut: boolean): ApiError {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return new ApiError(OFFLINE_MESSAGE, 0, undefined, 'offline');
  return timedOut ? new ApiError(TIMEOUT_MESSAGE, 0, undefined, 'timeout') : new ApiError(UNREACHABLE_MESSAGE, 0, undefined, 'network');
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How requests go out: the browser's fetch, or (server rendering) the server's own in-process one. */
let transport: ((url: string, init: RequestInit) => Promise<Response>) | null = null;

/** Server rendering only: send this module's requests through `fetcher` (relative /api/... URLs). */
export function setApiTransport(fetcher: ((url: string, init: RequestInit) => Promise<Response>) | null): void {
  transport = fetcher;
}

async function send(path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) body = options.body;
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  Object.assign(headers, options.headers);

  // Decided when the request is sent: a request made while signed out never "expires".
  const watchExpiry = !options.skipSessionExpiry && !isSignInCall(path) && hasStoredSession();

  // Offline, the browser would fail the request anyway, sometimes only after a long wait: say so at once.
  if (!transport && typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(OFFLINE_MESSAGE, 0, undefined, 'offline');

  const limit = AbortSignal.timeout(REQUEST_TIME_LIMIT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, limit]) : limit;
  let res: Response;
  let data: unknown;
  try {
    res = await (transport ?? fetch)(buildUrl(path, options.query), { method, headers, body, credentials: 'include', signal });
    data = await parseBody(res);
  } catch (error) {
    // The caller's own cancellation (a query no longer needed) stays an AbortError.
    if (options.signal?.aborted) throw error;
    throw noAnswer(limit.aborted);
  }
  if (res.ok) return data;

  const error = new ApiError(errorMessageFrom(data, res.status), res.status, data);
  if (watchExpiry) {
    if (res.status === 401) {
      error.sessionExpired = true;
      startSessionExpiry('session_expired');
    } else if (res.status === 403 && error.message === CSRF_ERROR) {
      error.sessionExpired = true;
      startSessionExpiry('session_expired_csrf');
    }
  }
  throw error;
}

/** `data` when the body has it, else the whole body (docs/product/api.md "The envelope"). */
export function unwrap<T>(body: unknown): T {
  if (isRecord(body) && 'data' in body && body.data !== undefined) return body.data as T;
  return body as T;
}

/** Any call, unwrapped. */
export async function request<T = unknown>(path: string, options?: RequestOptions): Promise<T> {
  return unwrap<T>(await send(path, options));
}

/** Any call, unwrapped, with the paging figures beside the data: `{data, meta}`. */
export async function requestWithMeta<T = unknown>(
  path: string,
  options?: RequestOptions,
): Promise<{ data: T; meta?: PageMeta }> {
  const body = await send(path, options);
  const meta = isRecord(body) && isRecord(body.meta) ? (body.meta as unknown as PageMeta) : undefined;
  return { data: unwrap<T>(body), meta };
}

/** What a route of the table answers, unwrapped: its `data`, or the whole body when it has none. */
export type Answer<R extends RouteContract> = z.output<R['response']> extends { data: infer D } ? D : z.output<R['response']>;

type ParamsArg<R> = R extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : { params?: undefined };
type QueryArg<R> = R extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined };
/** A route without a JSON body may still take a form (the avatar upload). */
type BodyArg<R> = R extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: FormData };

export type CallArgs<R extends RouteContract> = ParamsArg<R> &
  QueryArg<R> &
  BodyArg<R> &
  Pick<RequestOptions, 'headers' | 'signal' | 'skipSessionExpiry'>;

/** Callers of routes that need nothing may leave the arguments out. */
type CallRest<R extends RouteContract> = object extends CallArgs<R> ? [args?: CallArgs<R>] : [args: CallArgs<R>];

/** '/coaches/:id' with {id} -> '/coaches/<id, URL-encoded>'. */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** What `call` takes, as `optionsOf` reads it (each route's own type is checked at the call). */
type AnyCallArgs = { params?: Record<string, unknown>; query?: unknown; body?: unknown } & Pick<RequestOptions, 'headers' | 'signal' | 'skipSessionExpiry'>;

function optionsOf(name: RouteName, args: AnyCallArgs = {}): [string, RequestOptions] {
  const [method, path] = endpoints[name].split(' ') as [HttpMethod, string];
  const { params, query, body, ...rest } = args;
  return [pathOf(path, params), { ...rest, method, query: query as QueryParams | undefined, body }];
}

/** Calls a route of the table by name; the answer unwrapped, typed by the route's response schema. */
export async function call<const N extends RouteName>(name: N, ...[args]: CallRest<Routes[N]>): Promise<Answer<Routes[N]>> {
  const [path, options] = optionsOf(name, args as AnyCallArgs);
  return request<Answer<Routes[N]>>(path, options);
}

/** Calls a list route of the table by name: `{data, meta}` (data is [] when the answer has no list). */
export async function callPage<const N extends RouteName>(
  name: N,
  ...[args]: CallRest<Routes[N]>
): Promise<{ data: Answer<Routes[N]>; meta?: PageMeta }> {
  const [path, options] = optionsOf(name, args as AnyCallArgs);
  const { data, meta } = await requestWithMeta<Answer<Routes[N]>>(path, options);
  return { data: Array.isArray(data) ? data : ([] as Answer<Routes[N]>), meta };
}
