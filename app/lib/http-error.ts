/** An error that carries the HTTP status and the `{error: {code, message}}` body the client sees. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, "unauthorized", "Please sign in first.");
export const forbidden = () => new HttpError(403, "forbidden", "Your role does not allow this action.");
export const notFound = (what = "Resource") => new HttpError(404, "not_found", `${what} not found.`);
