/**
 * The HTTP side of an APR load: starts the download and names its failures in words an operator can
 * act on (never the URL, which may carry a token).
 */
export class AprDatasetError extends Error {}

export function downloadFailure(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err as Error).message;
}

export async function download(url: string): Promise<{ body: AsyncIterable<Uint8Array>; lastModified: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (err) {
    throw new AprDatasetError(`the download could not be started (${downloadFailure(err)})`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new AprDatasetError(`the download answered HTTP ${response.status}`);
  }
  return { body: response.body as unknown as AsyncIterable<Uint8Array>, lastModified: response.headers.get('last-modified') };
}
