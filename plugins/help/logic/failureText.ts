/** The message of a failed call, for 'Something went wrong: {message}' (ApiCallError is an Error). */
export function failureMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
