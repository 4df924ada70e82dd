import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';
import type { ErrorData } from './outputs';

type ClientError = TRPCClientError<AppRouter>;

function asClientError(error: unknown): ClientError | undefined {
  return error instanceof TRPCClientError ? (error as ClientError) : undefined;
}

/** The HTTP status of a failed call, if a response arrived at all. */
export function httpStatusOf(error: unknown): number | undefined {
  const e = asClientError(error);
  if (!e) return undefined;
  return e.data?.httpStatus ?? (e.meta?.response as Response | undefined)?.status;
}

/** The tRPC error code the server sent (UNAUTHORIZED, FORBIDDEN, …), if it answered as tRPC. */
export function errorCodeOf(error: unknown): string | undefined {
  return asClientError(error)?.data?.code;
}

/** The extra detail the server attaches (reasons, retryAfterSeconds, appCode, fieldErrors). */
export function errorDataOf(error: unknown): ErrorData {
  return (asClientError(error)?.data ?? {}) as ErrorData;
}

/**
 * The server's own words for a failure, or undefined when there are none to show: the network
 * failed, or something between us and the server (a proxy's 502 page) answered instead.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const e = asClientError(error);
  return e?.shape && typeof e.message === 'string' && e.message ? e.message : undefined;
}

/** Worth trying again by itself: a gateway or overloaded server (502/503/504), or no response at all. */
export function isTransient(error: unknown): boolean {
  const e = asClientError(error);
  if (!e) return false;
  const status = httpStatusOf(e);
  return status === undefined ? !e.shape : status === 502 || status === 503 || status === 504;
}
