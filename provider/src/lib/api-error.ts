/**
 * A failure the client caused or must handle. Anything else that escapes a route is a bug and
 * is answered with a generic message (never a stack trace).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to access this player.') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
