/** Shown when the provider's message is empty or looks like HTML (SPEC §8). */
export const GENERIC_ERROR_MESSAGE = 'Sorry, Something went wrong. Please try again later.';

/** A failed provider call, with the message a player may see. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** HTTP status, when the provider answered. */
    readonly status: number | undefined,
    /** The provider's own error name, e.g. `errorMaxLoginAttempts`. */
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const looksLikeHtml = (text: string) => /<\/?[a-z][\s\S]*>/i.test(text);

/** The message to show for a provider's `errorMessage`: HTML-like or empty ones become the generic text. */
export function playerMessageFor(serverMessage: unknown): string {
  if (typeof serverMessage !== 'string') return GENERIC_ERROR_MESSAGE;
  const trimmed = serverMessage.trim();
  return trimmed === '' || looksLikeHtml(trimmed) ? GENERIC_ERROR_MESSAGE : trimmed;
}

/** The part of an axios error read here. */
interface HttpError {
  isAxiosError: true;
  response?: { status: number; data: unknown };
}

// axios's own isAxiosError is this test; importing it would load axios with shared-api at every page's start.
const isAxiosError = (error: unknown): error is HttpError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

const errorMessageOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'errorMessage' in body ? (body as { errorMessage: unknown }).errorMessage : undefined;

/** Turns whatever a call threw into a {@link ProviderError}. */
export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status;
    const serverMessage = errorMessageOf(error.response?.data);
    if (serverMessage !== undefined) {
      const code = typeof serverMessage === 'string' && /^error[A-Z]\w+$/.test(serverMessage) ? serverMessage : undefined;
      return new ProviderError(playerMessageFor(serverMessage), status, code);
    }
    if (status !== undefined) return new ProviderError(`Status: ${status}`, status, undefined);
  }
  return new ProviderError(GENERIC_ERROR_MESSAGE, undefined, undefined);
}

/** The rule of SPEC §7: HTTP 200 to 202 and no `errorMessage` in the body. */
export function isProviderSuccess(status: number, body: unknown): boolean {
  return status >= 200 && status <= 202 && errorMessageOf(body) === undefined;
}
