/**
 * The one error type the service throws on purpose. Its message is shown to the caller as
 * `{"error": message}`, so it says what to fix; anything else becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message, { 'WWW-Authenticate': 'Bearer' });
export const notFound = (message: string) => new HttpError(404, message);

export const tableNotFound = (tableId: number) => notFound(`Lead table ${tableId} does not exist in this workspace; GET /api/v1/tables lists your tables`);

export const tableArchived = (tableId: number) =>
  notFound(`Lead table ${tableId} is archived; restore it with POST /api/v1/tables/${tableId}/restore (GET /api/v1/tables?archived=true shows when it will be purged)`);
